{
  "algorithm": "ed25519",
  "keyId": "be971a50929fdddb",
  "publicKey": "v8WsgMUDGVsYaYMyCk7CmDqk0E0dnpFwoOm+P3nX8ng=",
  "signature": "exkwTSez8RkJhxPomdehhPLASSg4ciL7FxMoggDa1UDFmEBDOh3eIA0uFT45pbq/yeUHj5Rb2bRx1sHx/3bWBA=="
}
