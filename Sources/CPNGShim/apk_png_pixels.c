#include "apk_png_pixels.h"

#include <isa-l/crc.h>
#include <isa-l/igzip_lib.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

/* Input is read, and output inflated, in blocks this large. libpng inflates straight into one
   row at a time, which leaves most bytes of a narrow image (a 120 px icon's row is 361 bytes) to
   the inflater's slow path; whole blocks keep them on the fast one. */
#define APK_PNG_BLOCK ((size_t)64 * 1024)

/* Adam7: where each pass starts and how far apart its pixels are (PNG specification, 8.2). */
static const uint8_t adam7_x0[7] = {0, 4, 0, 2, 0, 1, 0};
static const uint8_t adam7_dx[7] = {8, 8, 4, 4, 2, 2, 1};
static const uint8_t adam7_y0[7] = {0, 0, 4, 0, 2, 0, 1};
static const uint8_t adam7_dy[7] = {8, 8, 8, 4, 4, 2, 2};

typedef struct {
    FILE *file;
    const apk_png_layout *layout;
    apk_png_result *result;
    int channels;
    size_t bpp; /* bytes per complete pixel, at least 1: the filters' left neighbour */

    /* The chunk being read: its type, data bytes not yet read, CRC so far. */
    char chunk[5];
    uint32_t chunk_left;
    uint32_t crc;
    /* A chunk other than IDAT followed the image data: its header, already read. */
    int idat_over;
    uint32_t next_length;
    uint8_t next_type[4];

    /* Where the file is read, and how long it is: a chunk that runs past the end is libpng's to judge. */
    uint64_t position;
    uint64_t file_size;

    /* Once every row is decoded, bytes read count against the trailing budget. */
    int rows_done;
    size_t trailing;
    int over_budget;

    /* The row being assembled: its pass (0 unless Adam7), index and geometry. */
    int pass;
    uint32_t row, rows, cols;
    size_t row_bytes;
    uint8_t *prev, *cur; /* reconstructed rows, without the filter byte */
    uint8_t *pending;    /* a row that arrives in parts: filter byte, then data */
    size_t pending_fill;

    /* For palette images, per index: 1 if its colour is not gray, 1 if its alpha is below full. */
    uint8_t palette_colored[256];
    uint8_t palette_transparent[256];
} apk_pixel_reader;

static uint32_t big_endian_32(const uint8_t *bytes) {
    return (uint32_t)bytes[0] << 24 | (uint32_t)bytes[1] << 16 | (uint32_t)bytes[2] << 8 | bytes[3];
}

/* The helpers below return 1 to go on, 0 once the trailing budget is spent (the rest stays
   unchecked) and -1 when something is wrong with the file: libpng is then asked to judge it. */

/* Reads exactly n bytes. */
static int read_bytes(apk_pixel_reader *r, void *into, size_t n) {
    if (r->rows_done) {
        if (r->trailing + n > APK_PNG_TRAILING_BUDGET) {
            r->over_budget = 1;
            return 0;
        }
        r->trailing += n;
    }
    if (fread(into, 1, n, r->file) != n) return -1;
    r->position += n;
    return 1;
}

/* Starts a chunk whose length and type were just read; -1 if its data and CRC run past the end
   of the file (libpng reads on until the file ends, or its trailing budget does). */
static int begin_chunk(apk_pixel_reader *r, const uint8_t type[4], uint32_t length) {
    memcpy(r->chunk, type, 4);
    r->chunk[4] = 0;
    r->chunk_left = length;
    r->crc = crc32_gzip_refl(0, type, 4);
    return r->position + length + 4 <= r->file_size ? 1 : -1;
}

/* Reads the chunk's remaining data and its CRC. A CRC error matters in a critical chunk and not
   in an ancillary one, as libpng's defaults have it. */
static int finish_chunk(apk_pixel_reader *r, uint8_t *buffer) {
    while (r->chunk_left > 0) {
        size_t n = r->chunk_left < APK_PNG_BLOCK ? r->chunk_left : APK_PNG_BLOCK;
        int status = read_bytes(r, buffer, n);
        if (status <= 0) return status;
        r->crc = crc32_gzip_refl(r->crc, buffer, n);
        r->chunk_left -= (uint32_t)n;
    }
    uint8_t stored[4];
    int status = read_bytes(r, stored, 4);
    if (status <= 0) return status;
    int critical = (r->chunk[0] & 0x20) == 0;
    if (big_endian_32(stored) != r->crc && critical) return -1;
    return 1;
}

/* Reads the next block of image data into `into` (*got = 0 once the IDAT chunks have ended). */
static int read_idat(apk_pixel_reader *r, uint8_t *into, size_t *got) {
    *got = 0;
    while (r->chunk_left == 0) {
        if (r->idat_over) return 1;
        int status = finish_chunk(r, into);
        if (status <= 0) return status;
        uint8_t header[8];
        status = read_bytes(r, header, 8);
        if (status <= 0) return status;
        if (memcmp(header + 4, "IDAT", 4) != 0) {
            r->idat_over = 1;
            r->next_length = big_endian_32(header);
            memcpy(r->next_type, header + 4, 4);
            return 1;
        }
        if (begin_chunk(r, header + 4, big_endian_32(header)) < 0) return -1;
    }
    size_t n = r->chunk_left < APK_PNG_BLOCK ? r->chunk_left : APK_PNG_BLOCK;
    int status = read_bytes(r, into, n);
    if (status <= 0) return status;
    r->crc = crc32_gzip_refl(r->crc, into, n);
    r->chunk_left -= (uint32_t)n;
    *got = n;
    return 1;
}

/* Reads and checks the chunks after the image data, up to and including IEND. */
static int check_tail(apk_pixel_reader *r, uint8_t *buffer) {
    int have_header = r->idat_over;
    uint32_t length = r->next_length;
    uint8_t type[4];
    memcpy(type, r->next_type, 4);
    for (;;) {
        if (!have_header) {
            int status = finish_chunk(r, buffer);
            if (status <= 0) return status;
            uint8_t header[8];
            status = read_bytes(r, header, 8);
            if (status <= 0) return status;
            length = big_endian_32(header);
            memcpy(type, header + 4, 4);
        }
        have_header = 0;
        if (begin_chunk(r, type, length) < 0) return -1;
        /* What libpng's png_read_end refuses: a second IHDR, a chunk over its size limit; and
           image data after the stream's end, which libpng judges by its length. */
        if (memcmp(type, "IHDR", 4) == 0) return -1;
        if (memcmp(type, "IDAT", 4) == 0 && length > 0) return -1;
        if (memcmp(type, "IDAT", 4) != 0 && r->layout->chunk_limit > 0 && length > r->layout->chunk_limit) return -1;
        if (memcmp(type, "IEND", 4) == 0) return finish_chunk(r, buffer);
    }
}

static inline uint8_t paeth(uint8_t a, uint8_t b, uint8_t c) {
    int p = (int)b - c, q = (int)a - c;
    int pa = abs(p), pb = abs(q), pc = abs(p + q);
    return (pa <= pb && pa <= pc) ? a : (pb <= pc ? b : c);
}

/* Reverses one row's filter (PNG specification, 9.2) for pixels of BPP bytes: `prev` is the row
   above, zero for a pass's first. The left neighbours stay in registers: read back from `out`,
   each byte would wait on the store just before it. */
static inline __attribute__((always_inline)) void unfilter_pixels(int type, const uint8_t *raw, const uint8_t *prev, uint8_t *out, size_t n,
                                                                  const size_t BPP) {
    uint8_t a[8] = {0}, c[8] = {0};
    switch (type) {
    case 0:
        memcpy(out, raw, n);
        break;
    case 1:
        for (size_t i = 0; i < n; i += BPP)
            for (size_t k = 0; k < BPP; k++) out[i + k] = a[k] = (uint8_t)(raw[i + k] + a[k]);
        break;
    case 2:
        for (size_t i = 0; i < n; i++) out[i] = (uint8_t)(raw[i] + prev[i]);
        break;
    case 3:
        for (size_t i = 0; i < n; i += BPP)
            for (size_t k = 0; k < BPP; k++) out[i + k] = a[k] = (uint8_t)(raw[i + k] + ((a[k] + prev[i + k]) >> 1));
        break;
    default:
        for (size_t i = 0; i < n; i += BPP)
            for (size_t k = 0; k < BPP; k++) {
                uint8_t b = prev[i + k];
                out[i + k] = a[k] = (uint8_t)(raw[i + k] + paeth(a[k], b, c[k]));
                c[k] = b;
            }
        break;
    }
}

/* A row is always a whole number of pixels of `bpp` bytes when bpp > 1 (8- and 16-bit samples);
   packed rows have bpp 1. */
static void unfilter(int type, const uint8_t *raw, const uint8_t *prev, uint8_t *out, size_t n, size_t bpp) {
    switch (bpp) {
    case 1: unfilter_pixels(type, raw, prev, out, n, 1); break;
    case 2: unfilter_pixels(type, raw, prev, out, n, 2); break;
    case 3: unfilter_pixels(type, raw, prev, out, n, 3); break;
    case 4: unfilter_pixels(type, raw, prev, out, n, 4); break;
    case 6: unfilter_pixels(type, raw, prev, out, n, 6); break;
    default: unfilter_pixels(type, raw, prev, out, n, 8); break;
    }
}

/* One sample of a row packed below 8 bits, most significant first. */
static inline unsigned packed(const uint8_t *row, uint32_t x, int depth) {
    size_t bit = (size_t)x * depth;
    return (row[bit >> 3] >> (8 - depth - (bit & 7))) & ((1u << depth) - 1);
}

/* A gray row's pixels that match the tRNS key (compared at the stored depth). */
static uint64_t count_gray_keyed(const apk_png_layout *l, const uint8_t *px, uint32_t cols) {
    const int depth = l->bit_depth;
    uint64_t transparent = 0;
    if (depth == 16) {
        for (uint32_t x = 0; x < cols; x++) transparent += ((unsigned)px[2 * x] << 8 | px[2 * x + 1]) == l->key[0];
    } else if (depth == 8) {
        for (uint32_t x = 0; x < cols; x++) transparent += px[x] == l->key[0];
    } else {
        for (uint32_t x = 0; x < cols; x++) transparent += packed(px, x, depth) == l->key[0];
    }
    return transparent;
}

/* An RGB row: its coloured pixels, and those that match the tRNS key if it has one. */
static void count_rgb(const apk_png_layout *l, const uint8_t *px, uint32_t cols, uint64_t *transparent, uint64_t *colored) {
    if (l->bit_depth == 16) {
        for (uint32_t x = 0; x < cols; x++) {
            const uint8_t *p = px + 6 * (size_t)x;
            *colored += (p[0] != p[2]) | (p[2] != p[4]);
            if (l->has_key)
                *transparent += ((unsigned)p[0] << 8 | p[1]) == l->key[0] && ((unsigned)p[2] << 8 | p[3]) == l->key[1] &&
                                ((unsigned)p[4] << 8 | p[5]) == l->key[2];
        }
    } else {
        for (uint32_t x = 0; x < cols; x++) {
            const uint8_t *p = px + 3 * (size_t)x;
            *colored += (p[0] != p[1]) | (p[1] != p[2]);
        }
        if (l->has_key)
            for (uint32_t x = 0; x < cols; x++) {
                const uint8_t *p = px + 3 * (size_t)x;
                *transparent += p[0] == l->key[0] && p[1] == l->key[1] && p[2] == l->key[2];
            }
    }
}

/* An RGBA row: its pixels below full alpha, and its coloured ones. */
static void count_rgba(int depth, const uint8_t *px, uint32_t cols, uint64_t *transparent, uint64_t *colored) {
    if (depth == 16) {
        for (uint32_t x = 0; x < cols; x++) {
            const uint8_t *p = px + 8 * (size_t)x;
            *transparent += p[6] != 0xff;
            *colored += (p[0] != p[2]) | (p[2] != p[4]);
        }
    } else {
        for (uint32_t x = 0; x < cols; x++) {
            const uint8_t *p = px + 4 * (size_t)x;
            *transparent += p[3] != 0xff;
            *colored += (p[0] != p[1]) | (p[1] != p[2]);
        }
    }
}

/* Counts a reconstructed row's pixels as libpng shows them expanded to 8-bit RGBA: tRNS keys
   compared at the stored depth, 16-bit samples reduced to their high byte (png_set_strip_16). */
static void count_row(apk_pixel_reader *r, const uint8_t *px) {
    const apk_png_layout *l = r->layout;
    const uint32_t cols = r->cols;
    const int depth = l->bit_depth;
    uint64_t transparent = 0, colored = 0;
    switch (l->color_type) {
    case 0:
        if (l->has_key) transparent = count_gray_keyed(l, px, cols);
        break;
    case 2: count_rgb(l, px, cols, &transparent, &colored); break;
    case 3:
        for (uint32_t x = 0; x < cols; x++) {
            unsigned index = depth == 8 ? px[x] : packed(px, x, depth);
            colored += r->palette_colored[index];
            transparent += r->palette_transparent[index];
        }
        break;
    case 4:
        for (uint32_t x = 0; x < cols; x++) transparent += px[(depth == 16 ? 4 : 2) * (size_t)x + (depth == 16 ? 2 : 1)] != 0xff;
        break;
    case 6: count_rgba(depth, px, cols, &transparent, &colored); break;
    }
    r->result->transparent_pixels += transparent;
    r->result->color_pixels += colored;
}

/* Moves to the first non-empty pass from `pass` on (a pass with no columns or rows has no data);
   past the last, every row is done. */
static void start_pass(apk_pixel_reader *r, int pass) {
    const apk_png_layout *l = r->layout;
    for (; pass < (l->interlaced ? 7 : 1); pass++) {
        uint32_t cols = l->width, rows = l->height;
        if (l->interlaced) {
            cols = l->width > adam7_x0[pass] ? (l->width - adam7_x0[pass] + adam7_dx[pass] - 1) / adam7_dx[pass] : 0;
            rows = l->height > adam7_y0[pass] ? (l->height - adam7_y0[pass] + adam7_dy[pass] - 1) / adam7_dy[pass] : 0;
        }
        if (cols == 0 || rows == 0) continue;
        r->pass = pass;
        r->row = 0;
        r->rows = rows;
        r->cols = cols;
        r->row_bytes = ((size_t)cols * r->channels * l->bit_depth + 7) / 8;
        memset(r->prev, 0, r->row_bytes);
        return;
    }
    r->rows_done = 1;
}

/* Takes inflated bytes: whole rows straight from `data`, a row split across blocks through
   `pending`. Returns the bytes that were image data (the rest lies past the last row), or -1
   for a row with an unknown filter. */
static long take_rows(apk_pixel_reader *r, const uint8_t *data, size_t n) {
    size_t used = 0;
    while (used < n && !r->rows_done) {
        size_t whole = 1 + r->row_bytes;
        const uint8_t *row;
        if (r->pending_fill == 0 && n - used >= whole) {
            row = data + used;
            used += whole;
        } else {
            size_t k = whole - r->pending_fill < n - used ? whole - r->pending_fill : n - used;
            memcpy(r->pending + r->pending_fill, data + used, k);
            r->pending_fill += k;
            used += k;
            if (r->pending_fill < whole) break;
            row = r->pending;
            r->pending_fill = 0;
        }
        if (row[0] > 4) return -1; /* libpng: "bad adaptive filter value" */
        unfilter(row[0], row + 1, r->prev, r->cur, r->row_bytes, r->bpp);
        count_row(r, r->cur);
        uint8_t *swap = r->prev;
        r->prev = r->cur;
        r->cur = swap;
        if (++r->row == r->rows) start_pass(r, r->pass + 1);
    }
    return (long)used;
}

/* Sets the reader up at the first IDAT chunk, where `file` stands. -1 when the file is not as
   libpng left it (the caller asks libpng). */
static int begin_reader(apk_pixel_reader *r, FILE *file, const apk_png_layout *layout, apk_png_result *result) {
    static const int channels_of[7] = {1, 0, 3, 1, 2, 0, 4};
    memset(r, 0, sizeof *r);
    r->file = file;
    r->layout = layout;
    r->result = result;
    r->channels = channels_of[layout->color_type];
    r->bpp = ((size_t)r->channels * layout->bit_depth + 7) / 8;
    struct stat info;
    long start = ftell(file);
    if (start < 0 || fstat(fileno(file), &info) != 0) return -1;
    r->position = (uint64_t)start;
    r->file_size = (uint64_t)info.st_size;
    uint8_t header[8];
    if (read_bytes(r, header, 8) < 0 || memcmp(header + 4, "IDAT", 4) != 0) return -1;
    if (begin_chunk(r, header + 4, big_endian_32(header)) < 0) return -1;
    for (int index = 0; index < 256; index++) {
        const uint8_t *rgb = layout->palette[index];
        r->palette_colored[index] = rgb[0] != rgb[1] || rgb[1] != rgb[2];
        r->palette_transparent[index] = layout->palette_alpha[index] != 0xff;
    }
    return 0;
}

/* One loop reads the rows and then, within the trailing budget, the end of the stream. The
   inflater may hold output back (a long match past the end of a block) after it has taken
   all input: it is called until it makes no progress, not only while input lasts. Any
   surprise sends the file to libpng: ISA-L reports damage only at the end of a call, after
   writing what it decoded (garbage included), and libpng's verdict depends on exactly where
   the damage lies (before the last row, just after it, or further on). 0, or -1 for a surprise. */
static int inflate_rows(apk_pixel_reader *r, struct inflate_state *z, uint8_t *in, uint8_t *out) {
    int ended = 0, input_over = 0, started = 0;
    while (!ended && !r->over_budget) {
        if (z->avail_in == 0 && !input_over) {
            size_t got;
            if (read_idat(r, in, &got) < 0) return -1;
            input_over = got == 0;
            if (got > 0 && !started) {
                /* zlib, as libpng calls it, holds the stream to the window its header declares
                   (and libpng refuses one over 32 KiB); ISA-L would allow 32 KiB whatever it says. */
                if (in[0] >> 4 > 7) return -1;
                z->hist_bits = (in[0] >> 4) + 8;
                started = 1;
            }
            z->next_in = in;
            z->avail_in = (uint32_t)got;
        }
        uint32_t before = z->avail_in;
        z->next_out = out;
        z->avail_out = (uint32_t)APK_PNG_BLOCK;
        int inflated = isal_inflate(z);
        if (inflated < 0 || inflated == ISAL_NEED_DICT) return -1;
        size_t produced = APK_PNG_BLOCK - z->avail_out;
        long used = take_rows(r, out, produced);
        /* A bad filter byte, or data past the last row (libpng: "Too much image data"). */
        if (used < 0 || (size_t)used < produced) return -1;
        if (z->block_state == ISAL_BLOCK_FINISH) {
            ended = 1;
            if (!r->rows_done) return -1; /* "Not enough image data" */
            if (z->avail_in > 0 || r->chunk_left > 0) return -1; /* "Extra compressed data" */
        } else if (produced == 0 && z->avail_in == before && !r->over_budget) {
            return -1; /* the image data ends before its zlib stream does */
        }
    }
    return 0;
}

int apk_png_read_pixels(FILE *file, const apk_png_layout *layout, apk_png_result *result) {
    apk_pixel_reader r;
    if (begin_reader(&r, file, layout, result) < 0) return APK_PIXELS_ASK_LIBPNG;
    size_t row_capacity = ((size_t)layout->width * r.channels * layout->bit_depth + 7) / 8 + 1;
    struct inflate_state *z = malloc(sizeof *z);
    uint8_t *in = malloc(APK_PNG_BLOCK), *out = malloc(APK_PNG_BLOCK);
    r.prev = malloc(row_capacity);
    r.cur = malloc(row_capacity);
    r.pending = malloc(row_capacity);
    int status = APK_PIXELS_ASK_LIBPNG;
    if (!z || !in || !out || !r.prev || !r.cur || !r.pending) {
        snprintf(result->error, sizeof result->error, "out of memory for %zu-byte rows", row_capacity);
        status = APK_PIXELS_FAILED;
        goto done;
    }
    isal_inflate_init(z);
    z->crc_flag = ISAL_ZLIB;
    z->avail_in = 0;
    start_pass(&r, 0);
    if (inflate_rows(&r, z, in, out) < 0) goto done;
    result->decoded_rows = 1;
    /* Every chunk up to IEND has its CRC checked, unless the budget ran out first. */
    if (!r.over_budget && check_tail(&r, in) < 0) goto done;
    result->trailing_unchecked = r.over_budget;
    result->decoded = 1;
    status = APK_PIXELS_CLEAN;

done:
    free(z);
    free(in);
    free(out);
    free(r.prev);
    free(r.cur);
    free(r.pending);
    return status;
}
