#include "apk_pcm.h"

#include <stdint.h>
#include <string.h>

/* Each layout is its own loop with no branch inside, so that the compiler vectorises it; the
   byte order is put together from single bytes, which compilers recognise as a load and a swap. */
static inline uint32_t load32(const unsigned char *p, int big) {
    return big ? (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | p[3]
               : (uint32_t)p[3] << 24 | (uint32_t)p[2] << 16 | (uint32_t)p[1] << 8 | p[0];
}

static void signed16(const unsigned char *restrict in, long count, int big, float *restrict out) {
    const float scale = 1.0f / 32768.0f;
    if (big) {
        for (long i = 0; i < count; i++) out[i] = (float)(int16_t)(in[2 * i] << 8 | in[2 * i + 1]) * scale;
    } else {
        for (long i = 0; i < count; i++) out[i] = (float)(int16_t)(in[2 * i + 1] << 8 | in[2 * i]) * scale;
    }
}

static void signed24(const unsigned char *restrict in, long count, int big, float *restrict out) {
    const float scale = 1.0f / 8388608.0f;
    for (long i = 0; i < count; i++) {
        const unsigned char *p = in + 3 * i;
        /* The three bytes into the top of a 32-bit word, then back down with the sign. */
        const uint32_t word = big ? (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8
                                  : (uint32_t)p[2] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[0] << 8;
        out[i] = (float)((int32_t)word >> 8) * scale;
    }
}

static void signed32(const unsigned char *restrict in, long count, int big, float *restrict out) {
    const float scale = 1.0f / 2147483648.0f;
    if (big) {
        for (long i = 0; i < count; i++) out[i] = (float)(int32_t)load32(in + 4 * i, 1) * scale;
    } else {
        for (long i = 0; i < count; i++) out[i] = (float)(int32_t)load32(in + 4 * i, 0) * scale;
    }
}

static void float32(const unsigned char *restrict in, long count, int big, float *restrict out) {
    for (long i = 0; i < count; i++) {
        const uint32_t bits = load32(in + 4 * i, big);
        float value;
        memcpy(&value, &bits, 4);
        out[i] = value;
    }
}

static void float64(const unsigned char *restrict in, long count, int big, float *restrict out) {
    for (long i = 0; i < count; i++) {
        const unsigned char *p = in + 8 * i;
        const uint64_t high = load32(big ? p : p + 4, big), low = load32(big ? p + 4 : p, big);
        const uint64_t bits = high << 32 | low;
        double value;
        memcpy(&value, &bits, 8);
        out[i] = (float)value;
    }
}

int apk_pcm_to_float(const unsigned char *input, long count, apk_pcm_encoding encoding, int bytes, int big_endian,
                     float *output) {
    switch (encoding) {
    case APK_PCM_SIGNED:
        switch (bytes) {
        case 1:
            for (long i = 0; i < count; i++) output[i] = (float)(int8_t)input[i] / 128.0f;
            return 0;
        case 2: signed16(input, count, big_endian, output); return 0;
        case 3: signed24(input, count, big_endian, output); return 0;
        case 4: signed32(input, count, big_endian, output); return 0;
        default: return -1;
        }
    case APK_PCM_UNSIGNED:
        if (bytes != 1) return -1;
        for (long i = 0; i < count; i++) output[i] = (float)((int)input[i] - 128) / 128.0f;
        return 0;
    case APK_PCM_FLOAT:
        if (bytes == 4) {
            float32(input, count, big_endian, output);
            return 0;
        }
        if (bytes == 8) {
            float64(input, count, big_endian, output);
            return 0;
        }
        return -1;
    }
    return -1;
}
