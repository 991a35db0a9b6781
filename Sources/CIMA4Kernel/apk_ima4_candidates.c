#include "apk_ima4_candidates.h"

#if defined(__x86_64__)
#include <immintrin.h>
#endif

/* Portable candidate generation: one path at a time, every choice with masks instead of
   branches. The vector version below must produce the same bytes (a test holds them to it). */
void apk_ima4_expand_portable(const int32_t *restrict steps, int32_t sample, const paths *restrict from, int64_t bound,
                            candidates *restrict out) {
    for (int c = 0; c < CHOICES; c++) out->live[c] = 0;
    for (int p = 0; p < from->count; p++) {
        const int32_t predictor = from->predictor[p], index = from->index[p];
        const int64_t cost = from->cost[p];
        const int32_t step = steps[index];
        const int32_t half = step >> 1, quarter = step >> 2, eighth = step >> 3;
        const int32_t difference = sample - predictor;
        const int32_t toward_negative = difference >> 31;
        int32_t magnitude = (difference ^ toward_negative) - toward_negative;
        const int32_t bit4 = -(magnitude >= step);
        magnitude -= bit4 & step;
        const int32_t bit2 = -(magnitude >= half);
        magnitude -= bit2 & half;
        const int32_t bit1 = -(magnitude >= quarter);
        const int32_t truncated = (bit4 & 4) | (bit2 & 2) | (bit1 & 1);
        const int32_t codes[CHOICES] = {truncated - 1, truncated, truncated + 1, 7, 0};
        const int32_t present[CHOICES] = {truncated >= 1, 1, truncated <= 6, truncated <= 5, 1};
        for (int c = 0; c < CHOICES; c++) {
            const int32_t magnitude_code = codes[c] & 7;
            const int32_t negative = c == CHOICES - 1 ? ~toward_negative : toward_negative;
            const int32_t delta = eighth + (-((magnitude_code >> 2) & 1) & step) + (-((magnitude_code >> 1) & 1) & half) +
                                  (-(magnitude_code & 1) & quarter);
            const int32_t reconstructed = clamp(predictor + ((delta ^ negative) - negative), -32768, 32767);
            const uint32_t miss = (uint32_t)(sample - reconstructed);
            const int64_t total = cost + (int64_t)(uint32_t)(miss * miss);
            const int32_t grows = magnitude_code >> 2;
            const int place = c * MAX_PATHS + p;
            const int live = present[c] & (total < bound);
            const int32_t next_index = clamp(index + (grows ? 2 * magnitude_code - 6 : -1), 0, 88);
            out->key[place] = live ? (total << STATE_BITS) | (int64_t)next_index << INDEX_SHIFT | (reconstructed + 32768) : INT64_MAX;
            out->predictor[place] = reconstructed;
            out->index[place] = next_index;
            out->code[place] = magnitude_code | (negative & 8);
            out->live[c] |= (uint32_t)live << p;
        }
    }
}

#if defined(__x86_64__)
/* Eight paths per instruction: the arithmetic in 32-bit lanes, the costs in two 64-bit halves. */
__attribute__((target("avx2"))) void apk_ima4_expand_avx2(const int32_t *restrict steps, int32_t sample, const paths *restrict from,
                                                        int64_t bound, candidates *restrict out) {
    const __m256i lane = _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7);
    const __m256i samples = _mm256_set1_epi32(sample), one = _mm256_set1_epi32(1), seven = _mm256_set1_epi32(7);
    const __m256i bounds = _mm256_set1_epi64x(bound), none = _mm256_set1_epi64x(INT64_MAX);
    for (int c = 0; c < CHOICES; c++) out->live[c] = 0;
    /* Only the groups of eight that hold a path: the arrays past them are not read. */
    for (int base = 0; base < from->count; base += 8) {
        const __m256i exists = _mm256_cmpgt_epi32(_mm256_set1_epi32(from->count - base), lane);
        const __m256i predictor = _mm256_and_si256(exists, _mm256_loadu_si256((const __m256i *)(from->predictor + base)));
        const __m256i index = _mm256_and_si256(exists, _mm256_loadu_si256((const __m256i *)(from->index + base)));
        const __m256i cost_low = _mm256_and_si256(_mm256_cvtepi32_epi64(_mm256_castsi256_si128(exists)),
                                                  _mm256_loadu_si256((const __m256i *)(from->cost + base)));
        const __m256i cost_high = _mm256_and_si256(_mm256_cvtepi32_epi64(_mm256_extracti128_si256(exists, 1)),
                                                   _mm256_loadu_si256((const __m256i *)(from->cost + base + 4)));
        const __m256i step = _mm256_i32gather_epi32((const int *)steps, index, 4);
        const __m256i half = _mm256_srai_epi32(step, 1), quarter = _mm256_srai_epi32(step, 2), eighth = _mm256_srai_epi32(step, 3);
        const __m256i difference = _mm256_sub_epi32(samples, predictor);
        const __m256i toward_negative = _mm256_srai_epi32(difference, 31);
        __m256i magnitude = _mm256_abs_epi32(difference);
        const __m256i bit4 = _mm256_cmpgt_epi32(magnitude, _mm256_sub_epi32(step, one));
        magnitude = _mm256_sub_epi32(magnitude, _mm256_and_si256(bit4, step));
        const __m256i bit2 = _mm256_cmpgt_epi32(magnitude, _mm256_sub_epi32(half, one));
        magnitude = _mm256_sub_epi32(magnitude, _mm256_and_si256(bit2, half));
        const __m256i bit1 = _mm256_cmpgt_epi32(magnitude, _mm256_sub_epi32(quarter, one));
        const __m256i truncated = _mm256_or_si256(_mm256_or_si256(_mm256_and_si256(bit4, _mm256_set1_epi32(4)), _mm256_and_si256(bit2, _mm256_set1_epi32(2))),
                                                  _mm256_and_si256(bit1, one));
        const __m256i codes[CHOICES] = {_mm256_sub_epi32(truncated, one), truncated, _mm256_add_epi32(truncated, one), seven, _mm256_setzero_si256()};
        const __m256i present[CHOICES] = {
            _mm256_cmpgt_epi32(truncated, _mm256_setzero_si256()), _mm256_set1_epi32(-1), _mm256_cmpgt_epi32(seven, truncated),
            _mm256_cmpgt_epi32(_mm256_set1_epi32(6), truncated), _mm256_set1_epi32(-1)};
        for (int c = 0; c < CHOICES; c++) {
            const __m256i magnitude_code = _mm256_and_si256(codes[c], seven);
            const __m256i negative = c == CHOICES - 1 ? _mm256_xor_si256(toward_negative, _mm256_set1_epi32(-1)) : toward_negative;
            const __m256i has4 = _mm256_cmpeq_epi32(_mm256_and_si256(magnitude_code, _mm256_set1_epi32(4)), _mm256_set1_epi32(4));
            const __m256i has2 = _mm256_cmpeq_epi32(_mm256_and_si256(magnitude_code, _mm256_set1_epi32(2)), _mm256_set1_epi32(2));
            const __m256i has1 = _mm256_cmpeq_epi32(_mm256_and_si256(magnitude_code, one), one);
            const __m256i delta = _mm256_add_epi32(_mm256_add_epi32(eighth, _mm256_and_si256(has4, step)),
                                                   _mm256_add_epi32(_mm256_and_si256(has2, half), _mm256_and_si256(has1, quarter)));
            const __m256i signed_delta = _mm256_sub_epi32(_mm256_xor_si256(delta, negative), negative);
            const __m256i reconstructed =
                _mm256_max_epi32(_mm256_min_epi32(_mm256_add_epi32(predictor, signed_delta), _mm256_set1_epi32(32767)), _mm256_set1_epi32(-32768));
            const __m256i miss = _mm256_sub_epi32(samples, reconstructed);
            const __m256i square = _mm256_mullo_epi32(miss, miss);
            const __m256i total_low = _mm256_add_epi64(cost_low, _mm256_cvtepu32_epi64(_mm256_castsi256_si128(square)));
            const __m256i total_high = _mm256_add_epi64(cost_high, _mm256_cvtepu32_epi64(_mm256_extracti128_si256(square, 1)));
            const int place = c * MAX_PATHS + base;
            const __m256i live = _mm256_and_si256(exists, present[c]);
            const __m256i live_low = _mm256_and_si256(_mm256_cvtepi32_epi64(_mm256_castsi256_si128(live)), _mm256_cmpgt_epi64(bounds, total_low));
            const __m256i live_high = _mm256_and_si256(_mm256_cvtepi32_epi64(_mm256_extracti128_si256(live, 1)), _mm256_cmpgt_epi64(bounds, total_high));
            const __m256i grows = _mm256_cmpgt_epi32(magnitude_code, _mm256_set1_epi32(3));
            const __m256i change = _mm256_blendv_epi8(_mm256_set1_epi32(-1), _mm256_sub_epi32(_mm256_add_epi32(magnitude_code, magnitude_code), _mm256_set1_epi32(6)), grows);
            const __m256i next_index = _mm256_max_epi32(_mm256_min_epi32(_mm256_add_epi32(index, change), _mm256_set1_epi32(88)), _mm256_setzero_si256());
            /* The state bits: the step index, then the reconstruction made non-negative. */
            const __m256i state = _mm256_or_si256(_mm256_slli_epi32(next_index, INDEX_SHIFT), _mm256_add_epi32(reconstructed, _mm256_set1_epi32(32768)));
            const __m256i key_low = _mm256_or_si256(_mm256_slli_epi64(total_low, STATE_BITS), _mm256_cvtepi32_epi64(_mm256_castsi256_si128(state)));
            const __m256i key_high = _mm256_or_si256(_mm256_slli_epi64(total_high, STATE_BITS), _mm256_cvtepi32_epi64(_mm256_extracti128_si256(state, 1)));
            _mm256_storeu_si256((__m256i *)(out->key + place), _mm256_blendv_epi8(none, key_low, live_low));
            _mm256_storeu_si256((__m256i *)(out->key + place + 4), _mm256_blendv_epi8(none, key_high, live_high));
            _mm256_storeu_si256((__m256i *)(out->predictor + place), reconstructed);
            _mm256_storeu_si256((__m256i *)(out->index + place), next_index);
            _mm256_storeu_si256((__m256i *)(out->code + place), _mm256_or_si256(magnitude_code, _mm256_and_si256(negative, _mm256_set1_epi32(8))));
            const uint32_t mask = (uint32_t)_mm256_movemask_pd(_mm256_castsi256_pd(live_low)) |
                                  (uint32_t)_mm256_movemask_pd(_mm256_castsi256_pd(live_high)) << 4;
            out->live[c] |= mask << base;
        }
    }
}
#endif

