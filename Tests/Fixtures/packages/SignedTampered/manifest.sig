{
  "algorithm": "ed25519",
  "keyId": "71bc390ceb538cbb",
  "publicKey": "PAnvMnZdGnUEhPrT9MZ/uvSZEwduukRZmxE4efYbBv4=",
  "signature": "ia/jdvgQ02gztnEyNb8L+CNe7vVYB6h6hL+hxMc9zKd2tAawu4THE9ceuiR7/7bKT54enD4evlISdp52R+grDA=="
}
