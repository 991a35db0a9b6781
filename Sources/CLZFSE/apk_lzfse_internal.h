#ifndef APK_LZFSE_INTERNAL_H
#define APK_LZFSE_INTERNAL_H

#include "apk_lzfse.h"

#include <string.h>

/* Multi-byte fields are little-endian; the fast paths load them with memcpy, which is only
   right on a little-endian machine (every machine alertpack is built for). */
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ != __ORDER_LITTLE_ENDIAN__
#error "apk_lzfse assumes a little-endian machine"
#endif

#define APK_LZFSE_LITERALS_PER_BLOCK 40000
#define APK_LZFSE_MATCHES_PER_BLOCK 10000
/* Room after the last literal, so that literals can be copied eight bytes at a time. */
#define APK_LZFSE_LITERAL_SLACK 64

/* One state of an FSE decoding table: read `total_bits` bits; the top `total_bits -
   value_bits` of them plus `delta` are the next state, the low `value_bits` plus `base` the
   value. For literals `value_bits` is 0 and `base` is the byte. */
typedef struct {
    uint8_t total_bits;
    uint8_t value_bits;
    uint16_t delta;
    int32_t base;
} apk_fse_entry;

/* What an LZFSE block needs beside the stream: its tables and its decoded literals. Allocated
   once per stream, on the first LZFSE block. */
typedef struct {
    apk_fse_entry literal[1024];
    apk_fse_entry l[64];
    apk_fse_entry m[64];
    apk_fse_entry d[256];
    uint8_t literals[APK_LZFSE_LITERALS_PER_BLOCK + APK_LZFSE_LITERAL_SLACK];
} apk_lzfse_tables;

/* A stream being decoded: its input, its output, and which block is being read (for messages). */
typedef struct {
    const uint8_t *src;
    size_t src_size;
    uint8_t *dst;
    size_t capacity;
    size_t written;
    unsigned block;
    size_t block_start;
    const char *kind;
    apk_lzfse_tables *tables;
    apk_lzfse_report *report;
} apk_lz_stream;

/* Records why the stream is refused, said of the current block, and returns `status`. */
int apk_lz_fail(apk_lz_stream *s, int status, const char *format, ...) __attribute__((format(printf, 3, 4)));

static inline uint16_t apk_lz_u16(const uint8_t *p) { return (uint16_t)(p[0] | p[1] << 8); }
static inline uint32_t apk_lz_u32(const uint8_t *p) {
    return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
}
static inline uint64_t apk_lz_u64(const uint8_t *p) { return (uint64_t)apk_lz_u32(p) | (uint64_t)apk_lz_u32(p + 4) << 32; }

/* Copies a match of `length` bytes from `distance` bytes back, byte after byte in effect (a
   match may overlap what it writes). `limit` is the end of the output buffer: writes stay
   below it, and when there is room the copy goes eight bytes at a time and may write up to
   seven bytes past the match (which later output overwrites). */
static inline void apk_lz_copy_match(uint8_t *out, size_t distance, size_t length, const uint8_t *limit) {
    const uint8_t *from = out - distance;
    if (distance >= 8 && (size_t)(limit - out) >= length + 8) {
        for (size_t i = 0; i < length; i += 8) memcpy(out + i, from + i, 8);
    } else if (distance == 1) {
        memset(out, from[0], length);
    } else {
        for (size_t i = 0; i < length; i++) out[i] = from[i];
    }
}

/* Decodes an LZVN payload of `payload_size` bytes at `payload` into exactly `raw_size` bytes
   at the stream's output. */
int apk_lzvn_block(apk_lz_stream *s, const uint8_t *payload, size_t payload_size, size_t raw_size);

/* Decodes a bvx1 or bvx2 block starting at the stream's current block, whose header takes
   `header_size` bytes, into exactly `raw_size` bytes. */
int apk_lzfse_block(apk_lz_stream *s, size_t header_size, size_t raw_size);

#endif
