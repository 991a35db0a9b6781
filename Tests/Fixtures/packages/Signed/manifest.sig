{
  "algorithm": "ed25519",
  "keyId": "011041d8598af0f3",
  "publicKey": "xR6abDiXuxPOOfqQ685vdf9YssmqepOCyXcWb8aLj8Y=",
  "signature": "/05WD6Fc2ExfBH1jh+2lVvYyROoTONq67GPmsat21bsZaqFfn1Ck0pmxgmt+G0yzDofW1LrzbWDwL1/sUUw+DA=="
}
