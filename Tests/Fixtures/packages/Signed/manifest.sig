{
  "algorithm": "ed25519",
  "keyId": "9fd23c67ad55d9cc",
  "publicKey": "nozqoh+3PpHj7dXAxXpmiukJBVY3tGEWc3bz+YbgEQE=",
  "signature": "mEmYHJ7NGUUupofmikc6YMYDRa4m3xB/a3uO/wc9ow5FB2Wf/5NXgh/2zuSdA18vLUUiVk0ElqnXvrotJryoDQ=="
}
