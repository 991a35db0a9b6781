#ifndef APK_PCM_H
#define APK_PCM_H

/* Sample encodings `apk_pcm_to_float` reads. */
typedef enum {
    APK_PCM_SIGNED = 0,    /* two's complement, 1 to 4 bytes */
    APK_PCM_UNSIGNED = 1,  /* offset binary, 1 byte (8-bit WAV) */
    APK_PCM_FLOAT = 2,     /* IEEE 754, 4 or 8 bytes */
} apk_pcm_encoding;

/* Converts `count` samples of `bytes` bytes each, big- or little-endian, to float as
   libsndfile does: integers scaled by 2^-(8*bytes-1), unsigned bytes offset by 128 first,
   floats as they are (doubles rounded to float). Returns 0, or -1 for a layout it does not read. */
int apk_pcm_to_float(const unsigned char *input, long count, apk_pcm_encoding encoding, int bytes, int big_endian,
                     float *output);

#endif
