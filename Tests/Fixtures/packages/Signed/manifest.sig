{
  "algorithm": "ed25519",
  "keyId": "3f5ccfeb36e8f5eb",
  "publicKey": "pSqPUhJXFCgKMpH/C+RwQfWfWXLBG2DVwvJ2TeLHkJU=",
  "signature": "H2Y179h0wUUipdHl2cyWqTZpr11kG66ouOUIjgM7DUxcMTcC8yQpjGNg6xA8FHqswj4pheFp7My9JsRjVZVlDQ=="
}
