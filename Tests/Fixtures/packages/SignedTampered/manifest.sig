{
  "algorithm": "ed25519",
  "keyId": "764b0894a187e2e8",
  "publicKey": "g7o61vFCEpQwAaeHOX5krjvPNAN3Zgj+DcerwvlXecM=",
  "signature": "+VweN7Hv8fRewc+uEfI2cSbCk1PQ8XQS2S20Zos+H0hZR/jzFU7w6zEOtA1BY74ktmC3BP+PVgBFW8vHcYhVAQ=="
}
