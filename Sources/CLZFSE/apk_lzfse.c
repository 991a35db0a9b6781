#include "apk_lzfse_internal.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

/* The block magics, read as little-endian words: "bvx" and a fourth character. */
#define MAGIC(c) ((uint32_t)'b' | (uint32_t)'v' << 8 | (uint32_t)'x' << 16 | (uint32_t)(c) << 24)
#define MAGIC_END MAGIC('$')
#define MAGIC_RAW MAGIC('-')
#define MAGIC_V1 MAGIC('1')
#define MAGIC_V2 MAGIC('2')
#define MAGIC_LZVN MAGIC('n')

/* A bvx1 header as the reference decoder reads it: 50 bytes of fields, 360 16-bit frequencies,
   and 2 bytes of padding that make its in-memory form a multiple of four bytes. */
#define V1_HEADER_SIZE 772
/* A bvx2 header: 32 bytes of fields, then the packed frequencies (360 values of 14 bits at most). */
#define V2_FIXED_SIZE 32
#define V2_MAX_SIZE (V2_FIXED_SIZE + 720)

/* Where a block's parts are: its magic, header size, payload size and decoded size. */
typedef struct {
    uint32_t magic;
    size_t header;
    size_t payload;
    size_t raw;
} block_extent;

int apk_lz_fail(apk_lz_stream *s, int status, const char *format, ...) {
    char detail[200];
    va_list arguments;
    va_start(arguments, format);
    vsnprintf(detail, sizeof detail, format, arguments);
    va_end(arguments);
    if (s->kind != NULL) {
        snprintf(s->report->message, sizeof s->report->message, "block %u (%s) at byte %zu: %s", s->block, s->kind,
                 s->block_start, detail);
    } else {
        snprintf(s->report->message, sizeof s->report->message, "block %u at byte %zu: %s", s->block, s->block_start, detail);
    }
    return status;
}

static const char *kind_of(uint32_t magic) {
    switch (magic) {
    case MAGIC_END: return "bvx$, end of stream";
    case MAGIC_RAW: return "bvx-, raw";
    case MAGIC_V1: return "bvx1, LZFSE";
    case MAGIC_V2: return "bvx2, LZFSE";
    case MAGIC_LZVN: return "bvxn, LZVN";
    default: return NULL;
    }
}

static int unknown_magic(apk_lz_stream *s, const uint8_t *p) {
    char shown[5];
    for (int i = 0; i < 4; i++) shown[i] = (p[i] >= 0x20 && p[i] < 0x7F) ? (char)p[i] : '?';
    shown[4] = 0;
    return apk_lz_fail(s, APK_LZFSE_MALFORMED,
                       "unknown block magic '%s' (%02x %02x %02x %02x); a block starts with bvx-, bvx1, bvx2, bvxn or bvx$",
                       shown, p[0], p[1], p[2], p[3]);
}

/* The sizes of a bvx2 block, from its packed fields; its header size checked to be possible. */
static int v2_extent(apk_lz_stream *s, const uint8_t *p, block_extent *e) {
    e->header = (size_t)(apk_lz_u64(p + 24) & 0xFFFFFFFFu);
    if (e->header < V2_FIXED_SIZE || e->header > V2_MAX_SIZE) {
        return apk_lz_fail(s, APK_LZFSE_MALFORMED, "header size %zu is not between %d and %d bytes", e->header, V2_FIXED_SIZE,
                           V2_MAX_SIZE);
    }
    e->payload = (size_t)((apk_lz_u64(p + 8) >> 20) & 0xFFFFF) + (size_t)((apk_lz_u64(p + 16) >> 40) & 0xFFFFF);
    return APK_LZFSE_OK;
}

/* Reads the header of the block at `s->block_start`: what it is and how large its parts are,
   each checked to lie within the input. */
static int read_extent(apk_lz_stream *s, block_extent *e) {
    const size_t left = s->src_size - s->block_start;
    const uint8_t *p = s->src + s->block_start;
    s->kind = NULL;
    if (left < 4) {
        return apk_lz_fail(s, APK_LZFSE_MALFORMED, "the stream is truncated: it ends without its end-of-stream block (bvx$)");
    }
    e->magic = apk_lz_u32(p);
    s->kind = kind_of(e->magic);
    if (s->kind == NULL) return unknown_magic(s, p);
    const size_t fixed = e->magic == MAGIC_END    ? 4
                         : e->magic == MAGIC_RAW  ? 8
                         : e->magic == MAGIC_LZVN ? 12
                         : e->magic == MAGIC_V1   ? V1_HEADER_SIZE
                                                  : V2_FIXED_SIZE;
    if (left < fixed) {
        return apk_lz_fail(s, APK_LZFSE_MALFORMED, "the stream is truncated: the header needs %zu bytes, %zu are left", fixed, left);
    }
    e->header = fixed;
    e->raw = e->magic == MAGIC_END ? 0 : apk_lz_u32(p + 4);
    e->payload = e->magic == MAGIC_RAW    ? e->raw
                 : e->magic == MAGIC_LZVN ? apk_lz_u32(p + 8)
                 : e->magic == MAGIC_V1   ? (size_t)apk_lz_u32(p + 20) + apk_lz_u32(p + 24)
                                          : 0;
    if (e->magic == MAGIC_V2 && v2_extent(s, p, e) != APK_LZFSE_OK) return APK_LZFSE_MALFORMED;
    if (e->header > left || e->payload > left - e->header) {
        return apk_lz_fail(s, APK_LZFSE_MALFORMED, "the stream is truncated: the block needs %zu bytes (a %zu-byte header and a %zu-byte payload), %zu are left",
                           e->header + e->payload, e->header, e->payload, left);
    }
    return APK_LZFSE_OK;
}

int apk_lzfse_decoded_size(const uint8_t *src, size_t src_size, uint64_t *size, apk_lzfse_report *report) {
    static const uint8_t nothing;
    apk_lz_stream s = {.src = src != NULL ? src : &nothing, .src_size = src != NULL ? src_size : 0, .report = report};
    report->written = 0;
    report->message[0] = 0;
    *size = 0;
    for (size_t at = 0;;) {
        block_extent e;
        s.block++;
        s.block_start = at;
        if (read_extent(&s, &e) != APK_LZFSE_OK) return APK_LZFSE_MALFORMED;
        if (e.magic == MAGIC_END) return APK_LZFSE_OK;
        *size += e.raw;
        at += e.header + e.payload;
    }
}

static int decode_block(apk_lz_stream *s, const block_extent *e) {
    const uint8_t *payload = s->src + s->block_start + e->header;
    switch (e->magic) {
    case MAGIC_RAW:
        if (e->raw > 0) memcpy(s->dst + s->written, payload, e->raw);
        s->written += e->raw;
        return APK_LZFSE_OK;
    case MAGIC_LZVN: return apk_lzvn_block(s, payload, e->payload, e->raw);
    default:
        if (s->tables == NULL && (s->tables = calloc(1, sizeof *s->tables)) == NULL) {
            return apk_lz_fail(s, APK_LZFSE_NO_MEMORY, "no memory for the decoder's tables");
        }
        return apk_lzfse_block(s, e->header, e->raw);
    }
}

static int decode_blocks(apk_lz_stream *s) {
    for (size_t at = 0;;) {
        block_extent e;
        s->block++;
        s->block_start = at;
        if (read_extent(s, &e) != APK_LZFSE_OK) return APK_LZFSE_MALFORMED;
        if (e.magic == MAGIC_END) return APK_LZFSE_OK;
        if (e.raw > s->capacity - s->written) {
            return apk_lz_fail(s, APK_LZFSE_TOO_LARGE, "decodes to %zu bytes, past the output limit of %zu bytes (%zu written before it)",
                               e.raw, s->capacity, s->written);
        }
        const int status = decode_block(s, &e);
        if (status != APK_LZFSE_OK) return status;
        at += e.header + e.payload;
    }
}

int apk_lzfse_decode(const uint8_t *src, size_t src_size, uint8_t *dst, size_t capacity, apk_lzfse_report *report) {
    static uint8_t nowhere;
    static const uint8_t nothing;
    apk_lz_stream s = {
        .src = src != NULL ? src : &nothing,
        .src_size = src != NULL ? src_size : 0,
        .dst = dst != NULL ? dst : &nowhere,
        .capacity = dst != NULL ? capacity : 0,
        .report = report,
    };
    report->written = 0;
    report->message[0] = 0;
    const int status = decode_blocks(&s);
    free(s.tables);
    report->written = s.written;
    return status;
}
