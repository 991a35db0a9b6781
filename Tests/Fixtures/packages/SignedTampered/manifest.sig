{
  "algorithm": "ed25519",
  "keyId": "7982c5c9edb0b844",
  "publicKey": "dE2QfjaWTBNF/77Zv5R+CCGsnQzRZJlzZQYoMItkfAY=",
  "signature": "lVOcZ+nl7H+McbxQe4loEz79WDk7XYwSGqZP6Su1mo+WFb2joVa+zaKooqW3zgrxJgiRbNmy9kfyuK1jvfNyBg=="
}
