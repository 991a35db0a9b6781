{
  "algorithm": "ed25519",
  "keyId": "a93f962bb2c5cb28",
  "publicKey": "4/UEV223bMXHmnf3biSEienprk5fyArDHCVta3EjJGI=",
  "signature": "fRh0IYZF//8YwM7Rb9MTd4UbwW9cbcxHZcQg2XJPGx8T+dU/+5wNReXIQ5hWfIKCxbd+FVxrAL2JGjuFFfjRDw=="
}
