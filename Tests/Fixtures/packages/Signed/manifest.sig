{
  "algorithm": "ed25519",
  "keyId": "eb3889a3c61c1171",
  "publicKey": "ucUZwbwM8Bl15NYcq0oKNmb4Or+Z7UVmXilft/hkKAs=",
  "signature": "EJSeSYMLR4dlI8afv4Uzc0Cf4ER+0Kc07aAblqio69N6ZwGz542b4HoS6ac0cH3yX1yKlIIBq1bY6xce78JsDg=="
}
