{
  "algorithm": "ed25519",
  "keyId": "028f5c9225f94c12",
  "publicKey": "UVt49h4iAUw3AS+gLN6kl0C3hBFSKt8MQIUszI6LXMg=",
  "signature": "cnpXQ6Ut+92OMG86cYRROd+5jemmU/GgNFg2w3hJgXey6zATDtmmRWhXszUfOBryw+zQIiqgJGgyciNj0nUvAA=="
}
