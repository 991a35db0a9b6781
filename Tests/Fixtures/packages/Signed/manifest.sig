{
  "algorithm": "ed25519",
  "keyId": "2ca949e350100051",
  "publicKey": "+XJmPsyiGL79JLkAc4VKCwgHV6ebG2PY5bOpTKq8xZ8=",
  "signature": "zqO/UT0G4oiAcJmZSYE7d+Ot67ykMVoPc++xBdH8QdPzX4BJotJEGXuG2R03/JsSGTum76P5VIQPLj2ujUNJAw=="
}
