{
  "algorithm": "ed25519",
  "keyId": "efc7da7f40ba7d89",
  "publicKey": "aCo3TLzw1qX1h92doReQJ4J9HCEoLzDhnVruTRajDms=",
  "signature": "P5YWVWkXJgVPef1KK/6DEj5Ijyg8m8nPkMQG15A6Rr5s6jjEl8233QJFKfQtIe7KBPi/sYn/lGl5DitzZnSvAA=="
}
