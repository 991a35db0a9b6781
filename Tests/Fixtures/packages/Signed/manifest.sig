{
  "algorithm": "ed25519",
  "keyId": "56a787bb1bc2099a",
  "publicKey": "uN3TkT3TS5kj3508SY3ln9jKs6Z4JOz8mpMQfKxy0GU=",
  "signature": "5ubwZp52hJmgh8JHsv1oRCihNuXgKjG4IT9HarUvUV3VILk4gtEv++5v5IWACrUyROZxF52RfhNzB5Qh1XzUDw=="
}
