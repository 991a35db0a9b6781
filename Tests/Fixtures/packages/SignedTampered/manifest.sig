{
  "algorithm": "ed25519",
  "keyId": "4b6d10fd5f8eb2ce",
  "publicKey": "ZJtiyxwrzh0HiQ0+ACxSNSTijY2yNd1TPRCTIO37yRA=",
  "signature": "5arF+LvjkrK9QCpZhOGRte+wbyl0Z1bWym7F6KBKUZ7IRHtkvru4Tgu8qi5ncwtzp70gZfXffmJV5bpaRzKRCA=="
}
