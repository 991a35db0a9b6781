{
  "algorithm": "ed25519",
  "keyId": "29a58239ceba1056",
  "publicKey": "rnpQCCAnyDTaID/WKb4tf32VF62w0xjp1U0DSgVGnHA=",
  "signature": "WA16LTWDYMLvG+Kk5xH/9E9mIEktQcUawiaNn+l9BH9p1AlprIXlvvTpUfpWXyfZf19I76gFoj7R1tgQgIwjAw=="
}
