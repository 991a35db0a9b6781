{
  "algorithm": "ed25519",
  "keyId": "2f19c5b4ce091f8f",
  "publicKey": "iV30qv9xxtHV1QtOQodU3RZX+Ws/6cVM/6IqekkLfro=",
  "signature": "fXYJwTzli74vok54JBRFOTmID0zlZiC/TnRq8UHrPqzrsauy/nNz0OjibuXXa6oeee9nB6yx8+ikPBPXBzztAA=="
}
