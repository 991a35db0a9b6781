{
  "algorithm": "ed25519",
  "keyId": "774dbb0bff453e1c",
  "publicKey": "YfVOzj62sbIfq6SoiXxIHyZSeOhbcCgungeHEAVWUiI=",
  "signature": "0spSv7zhhRI0SynroZnDNeSpAtjpiGmzreqalYHbgS7dyfUHZVUFKVl61iyG9MVgyG+FTbvwCawnAGu9IMQQAQ=="
}
