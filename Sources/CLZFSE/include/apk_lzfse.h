#ifndef APK_LZFSE_H
#define APK_LZFSE_H

#include <stddef.h>
#include <stdint.h>

/* Decodes LZFSE streams as Apple's compression library writes them (COMPRESSION_LZFSE and
   COMPRESSION_LZVN, and lzfse_encode_buffer of the open-source reference): a sequence of
   blocks, each opened by a four-byte magic, ended by `bvx$`:
     bvx-  raw bytes            bvx1  LZFSE, frequency tables stored in full
     bvxn  LZVN                 bvx2  LZFSE, frequency tables packed
   Every length, distance, state and table is checked against the input and the output buffer
   before it is used: a hostile or truncated stream is refused with a message, never read or
   written out of bounds, and decoding takes time linear in the input and output. */

/* What a decode returns besides its status: the bytes written and, on failure, why. */
typedef struct {
    /* Bytes written to the output (all of them on success; what was decoded before a failure). */
    size_t written;
    /* Why the stream was refused, naming the block (number, magic, byte offset) and the field. */
    char message[256];
} apk_lzfse_report;

/* The statuses: the stream decoded; it is malformed or truncated; it decodes to more than the
   output holds; memory for the decoder's tables could not be had. */
#define APK_LZFSE_OK 0
#define APK_LZFSE_MALFORMED (-1)
#define APK_LZFSE_TOO_LARGE (-2)
#define APK_LZFSE_NO_MEMORY (-3)

/* The number of bytes the stream decodes to, from its block headers alone (each header and
   payload checked to be present, the magics known, the end block found), without decoding. */
int apk_lzfse_decoded_size(const uint8_t *src, size_t src_size, uint64_t *size, apk_lzfse_report *report);

/* Decodes the whole stream into `dst`, which holds `capacity` bytes. A block that would take
   the output past `capacity` is refused (APK_LZFSE_TOO_LARGE) before it is decoded. */
int apk_lzfse_decode(const uint8_t *src, size_t src_size, uint8_t *dst, size_t capacity, apk_lzfse_report *report);

#endif
