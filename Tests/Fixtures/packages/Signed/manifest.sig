{
  "algorithm": "ed25519",
  "keyId": "cb28592cd5a576d3",
  "publicKey": "akmMQBBNr20kiuLP7SlQnRfM8YHYYMcXBqrt29FY/cE=",
  "signature": "ze5F5N/f4i1OfdZjJs9VFKuSnWnnXxD4Vjc4Ww4UXrJyQwEeYA53Kp4ikl6ZOeU/Zg+sYb6WQz63sPBpYnbvDw=="
}
