#include "apk_ima4.h"

/* The IMA ADPCM step table (IMA's "Recommended Practices for Enhancing Digital Audio
   Compatibility in Multimedia Systems", 1992). */
static const int32_t step_sizes[89] = {
    7, 8, 9, 10, 11, 12, 13, 14, 16, 17, 19, 21, 23, 25, 28, 31, 34, 37, 41, 45, 50, 55, 60, 66,
    73, 80, 88, 97, 107, 118, 130, 143, 157, 173, 190, 209, 230, 253, 279, 307, 337, 371, 408, 449,
    494, 544, 598, 658, 724, 796, 876, 963, 1060, 1166, 1282, 1411, 1552, 1707, 1878, 2066, 2272,
    2499, 2749, 3024, 3327, 3660, 4026, 4428, 4871, 5358, 5894, 6484, 7132, 7845, 8630, 9493,
    10442, 11487, 12635, 13899, 15289, 16818, 18500, 20350, 22385, 24623, 27086, 29794, 32767,
};

const int32_t *apk_ima4_step_sizes(void) { return step_sizes; }

static inline int32_t clamp(int32_t value, int32_t low, int32_t high) {
    return value < low ? low : (value > high ? high : value);
}

/* Every decision is a mask (all ones or all zeros) and the lanes are independent, so the
   compiler turns the lane loop into vector instructions: the lanes are the starting states
   the encoder compares, and the codes are the audio itself, so branches would mispredict.
   Built once for AVX2 (which gathers the step sizes in one instruction) and once for the
   baseline; the loader picks one for the processor at hand. */
__attribute__((target_clones("avx2", "default")))
void apk_ima4_encode_lanes(const int16_t *restrict samples, int stride, int32_t *restrict predictors,
                           int32_t *restrict indices, double *restrict errors, uint8_t *restrict codes) {
    int32_t predictor[APK_IMA4_LANES], index[APK_IMA4_LANES];
    /* Codes collect here and are copied out at the end: a byte store through a pointer may
       alias anything, the step table included, and that alone made the loop 4x slower
       (measured) by stopping the compiler from vectorising it. */
    uint8_t chosen_codes[APK_IMA4_LANES][64];
    double error[APK_IMA4_LANES];
    for (int lane = 0; lane < APK_IMA4_LANES; lane++) {
        predictor[lane] = predictors[lane];
        index[lane] = indices[lane];
        error[lane] = 0;
    }
    for (int frame = 0; frame < 64; frame++) {
        const int32_t sample = samples[frame * stride];
        for (int lane = 0; lane < APK_IMA4_LANES; lane++) {
            const int32_t step = step_sizes[index[lane]];
            const int32_t half = step >> 1, quarter = step >> 2, eighth = step >> 3;
            const int32_t difference = sample - predictor[lane];
            const int32_t negative = difference >> 31;
            int32_t magnitude = (difference ^ negative) - negative;
            /* The truncating quantiser's code, bit by bit... */
            const int32_t bit4 = -(magnitude >= step);
            magnitude -= bit4 & step;
            const int32_t bit2 = -(magnitude >= half);
            magnitude -= bit2 & half;
            const int32_t bit1 = -(magnitude >= quarter);
            const int32_t code = (bit4 & 4) | (bit2 & 2) | (bit1 & 1);
            /* ...or the next one up, whichever reconstructs nearer the sample. */
            const int32_t up = code + 1;
            const int32_t delta = eighth + (bit4 & step) + (bit2 & half) + (bit1 & quarter);
            const int32_t delta_up = eighth + (-((up >> 2) & 1) & step) + (-((up >> 1) & 1) & half) + (-(up & 1) & quarter);
            const int32_t next = clamp(predictor[lane] + ((delta ^ negative) - negative), -32768, 32767);
            const int32_t next_up = clamp(predictor[lane] + ((delta_up ^ negative) - negative), -32768, 32767);
            int32_t miss = sample - next, miss_up = sample - next_up;
            miss = miss < 0 ? -miss : miss;
            miss_up = miss_up < 0 ? -miss_up : miss_up;
            const int32_t take_up = -((code < 7) & (miss_up < miss));
            const int32_t chosen = code - take_up;
            predictor[lane] = next ^ ((next ^ next_up) & take_up);
            /* The index moves by -1 for codes 0-3 and by 2, 4, 6, 8 for codes 4-7. */
            const int32_t grow = -(chosen >> 2);
            index[lane] = clamp(index[lane] + (((2 * chosen - 6) & grow) | ~grow), 0, 88);
            const double residual = (double)(sample - predictor[lane]);
            error[lane] += residual * residual;
            chosen_codes[lane][frame] = (uint8_t)(chosen | (negative & 8));
        }
    }
    for (int lane = 0; lane < APK_IMA4_LANES; lane++) {
        predictors[lane] = predictor[lane];
        indices[lane] = index[lane];
        errors[lane] = error[lane];
        for (int frame = 0; frame < 64; frame++) codes[lane * 64 + frame] = chosen_codes[lane][frame];
    }
}
