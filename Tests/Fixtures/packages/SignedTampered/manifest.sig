{
  "algorithm": "ed25519",
  "keyId": "89044b100f21a645",
  "publicKey": "OfP4kmpNsCKL/cZ+YVxbeQ/nS9Qt48QPX8gRNHBJdm0=",
  "signature": "I/QTUAP11FabPRz4uFGSwfKm/GuRIb591CbjrkwEavxxWU9VA9iWCbWK83F2nCj4b4hpQQLMLOv2/5GaioCRBA=="
}
