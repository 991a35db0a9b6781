{
  "algorithm": "ed25519",
  "keyId": "da390990465e7f29",
  "publicKey": "4iyalx8+sxHqMV+M1CIvFgvolgzVj0JF27dVA1BB4WI=",
  "signature": "fBK5PNs5gOkUN4YHBAr39cpWzBGgPJxm3TOHh/eVc1nOKp1GuMbjfcjR96ohHju16SrWI5Uu9BrDRK8ZCKz9Dg=="
}
