#ifndef APK_IMA4_H
#define APK_IMA4_H

#include <stdint.h>

/// How many starting states one call encodes side by side.
#define APK_IMA4_LANES 8

/// The IMA ADPCM step sizes, indexed 0 to 88: the one table the decoder and encoder share.
const int32_t *apk_ima4_step_sizes(void);

/// Encodes 64 samples (one Apple IMA4 channel packet) from up to APK_IMA4_LANES starting states
/// at once, exactly as the reference encoder in the tests (IMA4EncoderTests) does sample by sample.
///
/// - samples: the first sample; `stride` is the distance between samples (the channel count).
/// - predictors, indices: each lane's starting state in, its state after the 64th sample out.
/// - errors: each lane's sum of squared differences between sample and reconstruction, out.
/// - codes: 64 codes per lane, lane after lane (lane k's codes at codes[k * 64]), out.
/// The pointers must not overlap.
void apk_ima4_encode_lanes(const int16_t *restrict samples, int stride, int32_t *restrict predictors,
                           int32_t *restrict indices, double *restrict errors, uint8_t *restrict codes);

#endif
