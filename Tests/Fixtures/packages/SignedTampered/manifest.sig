{
  "algorithm": "ed25519",
  "keyId": "1c0963be72664dfe",
  "publicKey": "nYqgQRr1Lg0iIG+MdhnPJqcDXEFvxSxBiIir4DUvHHo=",
  "signature": "UIyaO2UWfFNGfE6O1o2gMxqJHzvrmbnN6U4WQVhM1NJV+6nU81ba5q0ZWWbKFVfFa6dmg8PyxVxU6dkCNOdbAA=="
}
