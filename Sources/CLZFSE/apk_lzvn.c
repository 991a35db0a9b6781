#include "apk_lzfse_internal.h"

/* LZVN: a byte-oriented LZ77 code. Each opcode gives a literal run (copied from the bytes that
   follow it), a match (a copy of earlier output at a distance), or both; a match without its
   own distance repeats the previous one. The payload ends with the end-of-stream opcode 0x06
   and seven more bytes. */

enum {
    OP_SMALL_DISTANCE,    /* LLMMMDDD DDDDDDDD              (distance < 2048) */
    OP_MEDIUM_DISTANCE,   /* 101LLMMM DDDDDDMM DDDDDDDD     (distance < 16384) */
    OP_LARGE_DISTANCE,    /* LLMMM111 DDDDDDDD DDDDDDDD     (distance < 65536) */
    OP_PREVIOUS_DISTANCE, /* LLMMM110 */
    OP_SMALL_LITERAL,     /* 1110LLLL                       (1 to 15 literals) */
    OP_LARGE_LITERAL,     /* 11100000 LLLLLLLL              (16 to 271 literals) */
    OP_SMALL_MATCH,       /* 1111MMMM                       (1 to 15 bytes, previous distance) */
    OP_LARGE_MATCH,       /* 11110000 MMMMMMMM              (16 to 271 bytes, previous distance) */
    OP_NOP,
    OP_END,
    OP_UNDEFINED,
};

static int opcode_kind(uint8_t op) {
    if (op >= 0xF0) return op == 0xF0 ? OP_LARGE_MATCH : OP_SMALL_MATCH;
    if (op >= 0xE0) return op == 0xE0 ? OP_LARGE_LITERAL : OP_SMALL_LITERAL;
    if ((op >= 0x70 && op < 0x80) || (op >= 0xD0 && op < 0xE0)) return OP_UNDEFINED;
    if (op >= 0xA0 && op < 0xC0) return OP_MEDIUM_DISTANCE;
    if ((op & 7) == 7) return OP_LARGE_DISTANCE;
    if ((op & 7) != 6) return OP_SMALL_DISTANCE;
    if (op == 0x06) return OP_END;
    if (op == 0x0E || op == 0x16) return OP_NOP;
    return op < 0x40 ? OP_UNDEFINED : OP_PREVIOUS_DISTANCE;
}

/* One opcode, read: its own length, its literal run and match length, and its distance if it
   gives one. */
typedef struct {
    size_t length;
    size_t literal;
    size_t match;
    size_t distance;
    int has_distance;
} lzvn_op;

/* Reads the opcode at `p` (of kind `kind`) with `left` bytes of payload; 0 if they are too few
   for the opcode and its literals. */
static int read_op(const uint8_t *p, size_t left, int kind, lzvn_op *op) {
    const uint8_t c = p[0];
    *op = (lzvn_op){.length = 1};
    switch (kind) {
    case OP_SMALL_DISTANCE: *op = (lzvn_op){2, c >> 6, ((c >> 3) & 7) + 3, 0, 1}; break;
    case OP_MEDIUM_DISTANCE: *op = (lzvn_op){3, (c >> 3) & 3, 0, 0, 1}; break;
    case OP_LARGE_DISTANCE: *op = (lzvn_op){3, c >> 6, ((c >> 3) & 7) + 3, 0, 1}; break;
    case OP_PREVIOUS_DISTANCE: *op = (lzvn_op){1, c >> 6, ((c >> 3) & 7) + 3, 0, 0}; break;
    case OP_SMALL_LITERAL: op->literal = c & 15; break;
    case OP_LARGE_LITERAL: op->length = 2; break;
    case OP_SMALL_MATCH: op->match = c & 15; break;
    case OP_LARGE_MATCH: op->length = 2; break;
    default: break;
    }
    if (left < op->length) return 0;
    if (kind == OP_SMALL_DISTANCE) op->distance = (size_t)(c & 7) << 8 | p[1];
    if (kind == OP_LARGE_DISTANCE) op->distance = apk_lz_u16(p + 1);
    if (kind == OP_MEDIUM_DISTANCE) {
        const uint16_t rest = apk_lz_u16(p + 1);
        op->match = ((size_t)(c & 7) << 2 | (rest & 3)) + 3;
        op->distance = rest >> 2;
    }
    if (kind == OP_LARGE_LITERAL) op->literal = (size_t)p[1] + 16;
    if (kind == OP_LARGE_MATCH) op->match = (size_t)p[1] + 16;
    return left - op->length >= op->literal;
}

/* The end-of-stream opcode: it must close the payload, and the block be exactly as declared. */
static int finish(apk_lz_stream *s, size_t at, size_t size, size_t decoded, size_t raw_size) {
    if (size - at < 8) {
        return apk_lz_fail(s, APK_LZFSE_MALFORMED, "the payload is truncated: its end-of-stream opcode at payload byte %zu needs 8 bytes, %zu are left",
                           at, size - at);
    }
    if (size - at > 8) {
        return apk_lz_fail(s, APK_LZFSE_MALFORMED, "%zu bytes of the payload follow its end-of-stream opcode", size - at - 8);
    }
    if (decoded != raw_size) {
        return apk_lz_fail(s, APK_LZFSE_MALFORMED, "the payload decodes to %zu bytes, but the header declares %zu", decoded, raw_size);
    }
    s->written += raw_size;
    return APK_LZFSE_OK;
}

/* Copies one opcode's literals and match into the output, each bound checked first. */
static int run_op(apk_lz_stream *s, const lzvn_op *op, const uint8_t *literal, uint8_t **out, uint8_t *end, size_t distance,
                  size_t at) {
    if (op->literal + op->match > (size_t)(end - *out)) {
        return apk_lz_fail(s, APK_LZFSE_MALFORMED, "the opcode at payload byte %zu (%zu literals, %zu copied bytes) goes past the block's declared size",
                           at, op->literal, op->match);
    }
    memcpy(*out, literal, op->literal);
    *out += op->literal;
    if (op->match == 0) return APK_LZFSE_OK;
    const size_t before = (size_t)(*out - s->dst);
    if (distance == 0 || distance > before) {
        return apk_lz_fail(s, APK_LZFSE_MALFORMED, "the match at payload byte %zu has distance %zu, beyond the start of the output (%zu bytes before it)",
                           at, distance, before);
    }
    apk_lz_copy_match(*out, distance, op->match, s->dst + s->capacity);
    *out += op->match;
    return APK_LZFSE_OK;
}

int apk_lzvn_block(apk_lz_stream *s, const uint8_t *payload, size_t size, size_t raw_size) {
    uint8_t *const start = s->dst + s->written;
    uint8_t *out = start;
    uint8_t *const end = start + raw_size;
    size_t distance = 0;
    size_t at = 0;
    while (at < size) {
        const int kind = opcode_kind(payload[at]);
        if (kind == OP_END) return finish(s, at, size, (size_t)(out - start), raw_size);
        if (kind == OP_UNDEFINED) {
            return apk_lz_fail(s, APK_LZFSE_MALFORMED, "undefined LZVN opcode 0x%02x at payload byte %zu", payload[at], at);
        }
        lzvn_op op;
        if (!read_op(payload + at, size - at, kind, &op)) {
            return apk_lz_fail(s, APK_LZFSE_MALFORMED, "the payload is truncated: opcode 0x%02x at payload byte %zu needs more than the %zu bytes left",
                               payload[at], at, size - at);
        }
        if (op.has_distance) distance = op.distance;
        const int status = run_op(s, &op, payload + at + op.length, &out, end, distance, at);
        if (status != APK_LZFSE_OK) return status;
        at += op.length + op.literal;
    }
    return apk_lz_fail(s, APK_LZFSE_MALFORMED, "the payload is truncated: it ends without its end-of-stream opcode");
}
