#ifndef APK_IMA4_H
#define APK_IMA4_H

#include <stdint.h>

/* How many starting states one call encodes side by side. */
#define APK_IMA4_LANES 8

/* The IMA ADPCM step sizes, indexed 0 to 88: the one table the decoder and encoder share. */
const int32_t *apk_ima4_step_sizes(void);

/* Encodes 64 samples (one Apple IMA4 channel packet) from up to APK_IMA4_LANES starting states
   at once, exactly as the reference encoder in the tests (IMA4EncoderTests) does sample by sample.

   - samples: the first sample; `stride` is the distance between samples (the channel count).
   - predictors, indices: each lane's starting state in, its state after the 64th sample out.
   - errors: each lane's sum of squared differences between sample and reconstruction, out.
   - codes: 64 codes per lane, lane after lane (lane k's codes at codes[k * 64]), out.
   The pointers must not overlap. */
void apk_ima4_encode_lanes(const int16_t *restrict samples, int stride, int32_t *restrict predictors,
                           int32_t *restrict indices, double *restrict errors, uint8_t *restrict codes);

/* The most paths `apk_ima4_search` keeps (its `width`), and the most starting states it takes. */
#define APK_IMA4_MAX_WIDTH 32

/* Searches the codes of one channel packet (64 samples) for the least squared error, decoded
   as Apple's decoder does: a beam search over (step index, reconstruction) states. From each
   kept path it tries the truncating quantiser's code and its two neighbours toward the sample,
   the largest code toward it and the smallest away from it; per step index the three cheapest
   with different reconstructions survive (paths that meet in one state merge, as in a Viterbi
   search), and of all those the `width` cheapest go on. A path whose cost reaches `bound` (the
   error of a complete packet already in hand) is dropped: it cannot end below it.

   - samples, stride: as for apk_ima4_encode_lanes.
   - predictors, indices, starts: the starting states (header choices) to search from, at most
     APK_IMA4_MAX_WIDTH; `width` is at most APK_IMA4_MAX_WIDTH.
   - bound: only a packet whose error is below it is wanted (INT64_MAX: any).
   - start_out: which starting state the best path began from.
   - predictor_out, index_out: the state after the 64th sample of the best path.
   - codes: its 64 codes, out.
   Returns the best path's sum of squared differences, or INT64_MAX (and nothing written) when
   no path stays below `bound`. On x86-64 with AVX2 the candidates are computed eight paths
   per instruction; the result is the same as apk_ima4_search_portable's, byte for byte. */
int64_t apk_ima4_search(const int16_t *samples, int stride, const int32_t *predictors, const int32_t *indices, int starts,
                        int width, int64_t bound, int *start_out, int32_t *predictor_out, int32_t *index_out, uint8_t *codes);

/* The same search without vector instructions (the code path of a processor without AVX2). */
int64_t apk_ima4_search_portable(const int16_t *samples, int stride, const int32_t *predictors, const int32_t *indices,
                                 int starts, int width, int64_t bound, int *start_out, int32_t *predictor_out,
                                 int32_t *index_out, uint8_t *codes);

/* Whether apk_ima4_search uses its AVX2 code path on this processor. */
int apk_ima4_search_is_vectorised(void);

#endif
