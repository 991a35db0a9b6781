#include "apk_lzfse_internal.h"

/* An LZFSE block: literals, entropy-coded with four interleaved FSE states, and (L, M, D)
   triples (literal run, match length, match distance), each coded as an FSE symbol plus raw
   low bits. Both streams are read backwards, from the end of their payload. */

#define L_SYMBOLS 20
#define M_SYMBOLS 20
#define D_SYMBOLS 64
#define LITERAL_SYMBOLS 256
#define ALL_SYMBOLS (L_SYMBOLS + M_SYMBOLS + D_SYMBOLS + LITERAL_SYMBOLS)

/* Raw low bits that follow each L and M symbol; a symbol's base value is the sum of the
   ranges of the symbols before it. (D symbol s is followed by s / 4 bits.) */
static const uint8_t l_value_bits[L_SYMBOLS] = {0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 3, 5, 8};
static const uint8_t m_value_bits[M_SYMBOLS] = {0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 3, 5, 8, 11};

/* A block's header, from either form (bvx1 stores it in full, bvx2 packs it). */
typedef struct {
    uint32_t n_literals, n_matches, literal_payload, lmd_payload;
    int32_t literal_bits, lmd_bits;
    uint16_t literal_state[4], l_state, m_state, d_state;
    uint16_t freq[ALL_SYMBOLS];
} block_header;

/* A backward bit stream: bits are taken from the top of `accum`, which holds `count` of them
   and is refilled from the bytes below `next`, never below `start`. */
typedef struct {
    uint64_t accum;
    int count;
    const uint8_t *next;
    const uint8_t *start;
} bit_reader;

/* Opens a stream that ends at `end`. Its last word holds 56 to 63 bits: `unused` (-7 to 0) says
   how many of the last byte's bits are padding, and the padding must be zero. */
static int bits_open(bit_reader *r, const uint8_t *start, const uint8_t *end, int32_t unused) {
    const size_t room = (size_t)(end - start);
    if (unused < -7 || unused > 0) return -1;
    r->start = start;
    r->accum = 0;
    const size_t bytes = unused == 0 ? 7 : 8;
    if (room < bytes) return -1;
    r->next = end - bytes;
    memcpy(&r->accum, r->next, bytes);
    r->count = (int)(bytes * 8) + (unused == 0 ? 0 : unused);
    return (r->accum >> r->count) == 0 ? 0 : -1;
}

/* Brings the stream back to at least 56 bits; -1 when that would read before its start. */
static inline int bits_refill(bit_reader *r) {
    const int bytes = (63 - r->count) >> 3;
    if (bytes == 0) return 0;
    if ((size_t)(r->next - r->start) < (size_t)bytes) return -1;
    r->next -= bytes;
    uint64_t incoming;
    memcpy(&incoming, r->next, 8);
    const int bits = bytes * 8;
    r->accum = r->accum << bits | (incoming & ((1ull << bits) - 1));
    r->count += bits;
    return 0;
}

/* Takes `n` bits; a refill leaves at least 56 and one refill's decoding takes at most 54. */
static inline uint32_t bits_take(bit_reader *r, int n) {
    r->count -= n;
    const uint64_t taken = r->accum >> r->count;
    r->accum &= (1ull << r->count) - 1;
    return (uint32_t)taken;
}

/* Decodes one value and moves `state` on. Every entry keeps the state below the table's size. */
static inline uint32_t fse_value(uint16_t *state, const apk_fse_entry *table, bit_reader *r) {
    const apk_fse_entry e = table[*state];
    const uint32_t bits = bits_take(r, e.total_bits);
    *state = (uint16_t)(e.delta + (bits >> e.value_bits));
    return (uint32_t)e.base + (bits & ((1u << e.value_bits) - 1));
}

static int floor_log2(uint32_t v) { return 31 - __builtin_clz(v); }

/* Fills one symbol's states of a decoding table; `k` is how far the symbol's frequency must be
   shifted to reach the table's size. */
static void fill_symbol(apk_fse_entry *t, int f, int states, int value_bits, int32_t base) {
    const int k = floor_log2((uint32_t)states) - floor_log2((uint32_t)f);
    const int j0 = ((2 * states) >> k) - f;
    for (int j = 0; j < f; j++) {
        const int shift = j < j0 ? k : k - 1;
        t[j].total_bits = (uint8_t)(shift + value_bits);
        t[j].value_bits = (uint8_t)value_bits;
        t[j].delta = (uint16_t)(j < j0 ? ((f + j) << k) - states : (j - j0) << (k - 1));
        t[j].base = base;
    }
}

/* Builds a decoding table of `states` entries from `symbols` frequencies; `bits` gives each
   symbol's raw low bits (NULL for literals, whose value is the symbol). The frequencies may
   not add up to more than `states`; states they leave unused decode to 0 and go to state 0. */
static int build_table(const uint16_t *freq, int symbols, int states, const uint8_t *bits, apk_fse_entry *t, uint32_t *total) {
    *total = 0;
    for (int i = 0; i < symbols; i++) *total += freq[i];
    if (*total > (uint32_t)states) return -1;
    int32_t base = 0;
    int at = 0;
    for (int symbol = 0; symbol < symbols; symbol++) {
        const int value_bits = bits != NULL ? bits[symbol] : 0;
        const int32_t value = bits != NULL ? base : symbol;
        base += (int32_t)1 << value_bits;
        if (freq[symbol] == 0) continue;
        fill_symbol(t + at, freq[symbol], states, value_bits, value);
        at += freq[symbol];
    }
    memset(t + at, 0, sizeof *t * (size_t)(states - at));
    return 0;
}

/* One packed frequency: the low bits of `bits` select its length (2, 3, 5, 8 or 14 bits). */
static uint16_t packed_frequency(uint32_t bits, int *length) {
    if ((bits & 1) == 0) return *length = 2, (uint16_t)((bits >> 1) & 1);
    if ((bits & 3) == 1) return *length = 3, (uint16_t)(2 + ((bits >> 2) & 1));
    if ((bits & 7) == 3) return *length = 5, (uint16_t)(4 + ((bits >> 3) & 3));
    if ((bits & 15) == 7) return *length = 8, (uint16_t)(8 + ((bits >> 4) & 15));
    return *length = 14, (uint16_t)(24 + ((bits >> 4) & 1023));
}

/* Unpacks bvx2's frequencies, which must fill the header to its last byte. */
static int unpack_frequencies(const uint8_t *from, const uint8_t *end, uint16_t *freq) {
    uint32_t accum = 0;
    int count = 0;
    for (int i = 0; i < ALL_SYMBOLS; i++) {
        while (from < end && count <= 24) {
            accum |= (uint32_t)*from++ << count;
            count += 8;
        }
        int length;
        freq[i] = packed_frequency(accum, &length);
        if (length > count) return -1;
        accum >>= length;
        count -= length;
    }
    return (count >= 8 || from != end) ? -1 : 0;
}

static void parse_v1(const uint8_t *p, block_header *h) {
    h->n_literals = apk_lz_u32(p + 12);
    h->n_matches = apk_lz_u32(p + 16);
    h->literal_payload = apk_lz_u32(p + 20);
    h->lmd_payload = apk_lz_u32(p + 24);
    h->literal_bits = (int32_t)apk_lz_u32(p + 28);
    for (int i = 0; i < 4; i++) h->literal_state[i] = apk_lz_u16(p + 32 + 2 * i);
    h->lmd_bits = (int32_t)apk_lz_u32(p + 40);
    h->l_state = apk_lz_u16(p + 44);
    h->m_state = apk_lz_u16(p + 46);
    h->d_state = apk_lz_u16(p + 48);
    for (int i = 0; i < ALL_SYMBOLS; i++) h->freq[i] = apk_lz_u16(p + 50 + 2 * i);
}

static int parse_v2(apk_lz_stream *s, const uint8_t *p, size_t header_size, block_header *h) {
    const uint64_t v0 = apk_lz_u64(p + 8), v1 = apk_lz_u64(p + 16), v2 = apk_lz_u64(p + 24);
    h->n_literals = (uint32_t)(v0 & 0xFFFFF);
    h->literal_payload = (uint32_t)((v0 >> 20) & 0xFFFFF);
    h->n_matches = (uint32_t)((v0 >> 40) & 0xFFFFF);
    h->literal_bits = (int32_t)((v0 >> 60) & 7) - 7;
    for (int i = 0; i < 4; i++) h->literal_state[i] = (uint16_t)((v1 >> (10 * i)) & 0x3FF);
    h->lmd_payload = (uint32_t)((v1 >> 40) & 0xFFFFF);
    h->lmd_bits = (int32_t)((v1 >> 60) & 7) - 7;
    h->l_state = (uint16_t)((v2 >> 32) & 0x3FF);
    h->m_state = (uint16_t)((v2 >> 42) & 0x3FF);
    h->d_state = (uint16_t)((v2 >> 52) & 0x3FF);
    memset(h->freq, 0, sizeof h->freq);
    if (header_size > 32 && unpack_frequencies(p + 32, p + header_size, h->freq) != 0) {
        return apk_lz_fail(s, APK_LZFSE_MALFORMED, "the packed frequency tables do not fill the %zu-byte header exactly", header_size);
    }
    return APK_LZFSE_OK;
}

static int check_header(apk_lz_stream *s, const block_header *h) {
    if (h->n_literals > APK_LZFSE_LITERALS_PER_BLOCK || h->n_matches > APK_LZFSE_MATCHES_PER_BLOCK) {
        return apk_lz_fail(s, APK_LZFSE_MALFORMED, "declares %u literals and %u matches; a block holds at most %d and %d", h->n_literals,
                           h->n_matches, APK_LZFSE_LITERALS_PER_BLOCK, APK_LZFSE_MATCHES_PER_BLOCK);
    }
    for (int i = 0; i < 4; i++) {
        if (h->literal_state[i] >= 1024) {
            return apk_lz_fail(s, APK_LZFSE_MALFORMED, "literal state %d is %u; the table has 1024 states", i, h->literal_state[i]);
        }
    }
    if (h->l_state >= 64 || h->m_state >= 64 || h->d_state >= 256) {
        return apk_lz_fail(s, APK_LZFSE_MALFORMED, "the L, M, D states (%u, %u, %u) are outside their tables (64, 64, 256 states)",
                           h->l_state, h->m_state, h->d_state);
    }
    return APK_LZFSE_OK;
}

static int build_tables(apk_lz_stream *s, const block_header *h) {
    uint8_t d_value_bits[D_SYMBOLS];
    for (int i = 0; i < D_SYMBOLS; i++) d_value_bits[i] = (uint8_t)(i / 4);
    apk_lzfse_tables *t = s->tables;
    const uint16_t *f = h->freq;
    uint32_t total;
    const char *name = "L";
    int states = 64;
    if (build_table(f, L_SYMBOLS, 64, l_value_bits, t->l, &total) != 0) goto oversubscribed;
    name = "M";
    if (build_table(f + L_SYMBOLS, M_SYMBOLS, 64, m_value_bits, t->m, &total) != 0) goto oversubscribed;
    name = "D", states = 256;
    if (build_table(f + L_SYMBOLS + M_SYMBOLS, D_SYMBOLS, 256, d_value_bits, t->d, &total) != 0) goto oversubscribed;
    name = "literal", states = 1024;
    if (build_table(f + L_SYMBOLS + M_SYMBOLS + D_SYMBOLS, LITERAL_SYMBOLS, 1024, NULL, t->literal, &total) != 0) goto oversubscribed;
    return APK_LZFSE_OK;
oversubscribed:
    return apk_lz_fail(s, APK_LZFSE_MALFORMED, "the %s table is over-subscribed: its frequencies add up to %u, more than its %d states",
                       name, total, states);
}

static int decode_literals(apk_lz_stream *s, const block_header *h, const uint8_t *block, const uint8_t *end) {
    bit_reader r;
    if (bits_open(&r, block, end, h->literal_bits) != 0) {
        return apk_lz_fail(s, APK_LZFSE_MALFORMED, "the literal stream's last word is not valid (%d padding bits, %u payload bytes)",
                           h->literal_bits, h->literal_payload);
    }
    uint16_t state[4] = {h->literal_state[0], h->literal_state[1], h->literal_state[2], h->literal_state[3]};
    const apk_fse_entry *table = s->tables->literal;
    uint8_t *out = s->tables->literals;
    const uint32_t rounded = (h->n_literals + 3) & ~3u;
    for (uint32_t i = 0; i < rounded; i += 4) {
        if (bits_refill(&r) != 0) {
            return apk_lz_fail(s, APK_LZFSE_MALFORMED, "the literal stream is truncated: it ends after %u of its %u literals", i,
                               h->n_literals);
        }
        for (int k = 0; k < 4; k++) out[i + k] = (uint8_t)fse_value(&state[k], table, &r);
    }
    return APK_LZFSE_OK;
}

/* Where a block's output stands while its matches run. */
typedef struct {
    uint8_t *out;
    uint8_t *start;
    uint8_t *end;
    const uint8_t *limit;
    const uint8_t *literal;
    const uint8_t *literal_end;
    int64_t distance;
} match_cursor;

/* Writes one match's literals and copy, each bound checked first. */
static inline int run_match(apk_lz_stream *s, match_cursor *c, uint32_t index, uint32_t L, uint32_t M, uint32_t D) {
    if (D != 0) {
        c->distance = D;
    } else if (c->distance < 0) {
        return apk_lz_fail(s, APK_LZFSE_MALFORMED, "match %u repeats the previous distance, but no match before it has one", index);
    }
    if (L > (size_t)(c->literal_end - c->literal)) {
        return apk_lz_fail(s, APK_LZFSE_MALFORMED, "match %u takes %u literals, but only %zu of the block's literals are left", index, L,
                           (size_t)(c->literal_end - c->literal));
    }
    if ((size_t)L + M > (size_t)(c->end - c->out)) {
        return apk_lz_fail(s, APK_LZFSE_MALFORMED, "match %u (%u literals, %u copied bytes) goes past the block's declared %zu bytes",
                           index, L, M, (size_t)(c->end - c->start));
    }
    if ((uint64_t)c->distance > (uint64_t)(c->out - s->dst) + L) {
        return apk_lz_fail(s, APK_LZFSE_MALFORMED, "match %u has distance %lld, beyond the start of the output (%zu bytes before it)",
                           index, (long long)c->distance, (size_t)(c->out - s->dst) + L);
    }
    if ((size_t)(c->limit - c->out) >= (size_t)L + 8) {
        for (uint32_t i = 0; i < L; i += 8) memcpy(c->out + i, c->literal + i, 8);
    } else {
        memcpy(c->out, c->literal, L);
    }
    c->out += L;
    c->literal += L;
    apk_lz_copy_match(c->out, (size_t)c->distance, M, c->limit);
    c->out += M;
    return APK_LZFSE_OK;
}

static int decode_matches(apk_lz_stream *s, const block_header *h, const uint8_t *lmd, size_t raw_size) {
    bit_reader r;
    if (bits_open(&r, lmd, lmd + h->lmd_payload, h->lmd_bits) != 0) {
        return apk_lz_fail(s, APK_LZFSE_MALFORMED, "the match stream's last word is not valid (%d padding bits, %u payload bytes)",
                           h->lmd_bits, h->lmd_payload);
    }
    const apk_lzfse_tables *t = s->tables;
    match_cursor c = {.out = s->dst + s->written, .limit = s->dst + s->capacity, .distance = -1};
    c.start = c.out;
    c.end = c.out + raw_size;
    c.literal = t->literals;
    c.literal_end = t->literals + h->n_literals;
    uint16_t l = h->l_state, m = h->m_state, d = h->d_state;
    for (uint32_t i = 0; i < h->n_matches; i++) {
        if (bits_refill(&r) != 0) {
            return apk_lz_fail(s, APK_LZFSE_MALFORMED, "the match stream is truncated: it ends after %u of its %u matches", i,
                               h->n_matches);
        }
        const uint32_t L = fse_value(&l, t->l, &r);
        const uint32_t M = fse_value(&m, t->m, &r);
        const uint32_t D = fse_value(&d, t->d, &r);
        const int status = run_match(s, &c, i, L, M, D);
        if (status != APK_LZFSE_OK) return status;
    }
    if (c.out != c.end) {
        return apk_lz_fail(s, APK_LZFSE_MALFORMED, "its matches decode to %zu bytes, but its header declares %zu",
                           (size_t)(c.out - c.start), raw_size);
    }
    s->written += raw_size;
    return APK_LZFSE_OK;
}

int apk_lzfse_block(apk_lz_stream *s, size_t header_size, size_t raw_size) {
    const uint8_t *block = s->src + s->block_start;
    block_header h;
    if (block[3] == '1') {
        parse_v1(block, &h);
    } else if (parse_v2(s, block, header_size, &h) != APK_LZFSE_OK) {
        return APK_LZFSE_MALFORMED;
    }
    if (check_header(s, &h) != APK_LZFSE_OK || build_tables(s, &h) != APK_LZFSE_OK) return APK_LZFSE_MALFORMED;
    const uint8_t *lmd = block + header_size + h.literal_payload;
    if (decode_literals(s, &h, block, lmd) != APK_LZFSE_OK) return APK_LZFSE_MALFORMED;
    return decode_matches(s, &h, lmd, raw_size);
}
