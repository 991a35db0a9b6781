#include "apk_ima4.h"

// The IMA ADPCM step table (IMA's "Recommended Practices for Enhancing Digital Audio
// Compatibility in Multimedia Systems", 1992).
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

// Every decision is a mask (all ones or all zeros) and the lanes are independent, so the
// compiler turns the lane loop into vector instructions: the lanes are the starting states
// the encoder compares, and the codes are the audio itself, so branches would mispredict.
// Built once for AVX2 (which gathers the step sizes in one instruction) and once for the
// baseline; the loader picks one for the processor at hand.
__attribute__((target_clones("avx2", "default")))
void apk_ima4_encode_lanes(const int16_t *restrict samples, int stride, int32_t *restrict predictors,
                           int32_t *restrict indices, double *restrict errors, uint8_t *restrict codes) {
    int32_t predictor[APK_IMA4_LANES], index[APK_IMA4_LANES];
    // Codes collect here and are copied out at the end: a byte store through a pointer may
    // alias anything, the step table included, and that alone made the loop 4x slower
    // (measured) by stopping the compiler from vectorising it.
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
            // The truncating quantiser's code, bit by bit...
            const int32_t bit4 = -(magnitude >= step);
            magnitude -= bit4 & step;
            const int32_t bit2 = -(magnitude >= half);
            magnitude -= bit2 & half;
            const int32_t bit1 = -(magnitude >= quarter);
            const int32_t code = (bit4 & 4) | (bit2 & 2) | (bit1 & 1);
            // ...or the next one up, whichever reconstructs nearer the sample.
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
            // The index moves by -1 for codes 0-3 and by 2, 4, 6, 8 for codes 4-7.
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

// One path of the search: its state and its cost so far.
typedef struct {
    int32_t predictor, index;
    int64_t cost;
} ima4_path;

// A candidate for the next sample: a path's state and cost after one more code.
typedef struct {
    int64_t cost;
    int32_t predictor;
    uint8_t parent, code;
} ima4_candidate;

// The index change of codes 4-7 (codes 0-3 all step down by one).
static const int32_t growth[4] = {2, 4, 6, 8};

// Per step index, the few cheapest candidates with different predictors: merging on the index
// alone loses the paths that reach one index by different reconstructions, which noise-like
// audio needs (measured on white noise: one per index 16.9 dB, two 17.1, three 17.2; ffmpeg's
// trellis at 8, 17.1).
#define SLOT_DEPTH 3
typedef struct {
    ima4_candidate best[SLOT_DEPTH];
} ima4_slot;

static inline void offer(ima4_slot *slot, ima4_candidate candidate) {
    if (candidate.cost >= slot->best[SLOT_DEPTH - 1].cost) return;
    for (int k = 0; k < SLOT_DEPTH; k++) {
        if (slot->best[k].predictor == candidate.predictor) {
            if (candidate.cost >= slot->best[k].cost) return;
            // The same reconstruction, cheaper: it replaces the old entry, moving up.
            while (k > 0 && slot->best[k - 1].cost > candidate.cost) {
                slot->best[k] = slot->best[k - 1];
                k--;
            }
            slot->best[k] = candidate;
            return;
        }
    }
    int at = SLOT_DEPTH - 1;
    while (at > 0 && slot->best[at - 1].cost > candidate.cost) {
        slot->best[at] = slot->best[at - 1];
        at--;
    }
    slot->best[at] = candidate;
}

int64_t apk_ima4_search(const int16_t *samples, int stride, const int32_t *predictors, const int32_t *indices, int starts,
                        int width, int *start_out, int32_t *predictor_out, int32_t *index_out, uint8_t *codes) {
    if (width > APK_IMA4_MAX_WIDTH) width = APK_IMA4_MAX_WIDTH;
    if (width < 1) width = 1;
    if (starts > APK_IMA4_MAX_WIDTH) starts = APK_IMA4_MAX_WIDTH;
    ima4_path paths[APK_IMA4_MAX_WIDTH];
    // For every sample and kept path: the path it came from and the code it took.
    uint8_t parent[64][APK_IMA4_MAX_WIDTH], code_taken[64][APK_IMA4_MAX_WIDTH];
    int count = 0;
    for (int s = 0; s < starts; s++) paths[count++] = (ima4_path){predictors[s], indices[s], 0};
    const ima4_candidate none = {INT64_MAX, INT32_MIN, 0, 0};
    ima4_slot slots[89];
    for (int i = 0; i < 89; i++)
        for (int k = 0; k < SLOT_DEPTH; k++) slots[i].best[k] = none;
    int reached[89], reached_count;

    for (int frame = 0; frame < 64; frame++) {
        const int32_t sample = samples[frame * stride];
        reached_count = 0;
        for (int p = 0; p < count; p++) {
            const int32_t predictor = paths[p].predictor, index = paths[p].index;
            const int32_t step = step_sizes[index];
            const int32_t difference = sample - predictor;
            const int32_t toward = difference < 0 ? 8 : 0;
            // Every magnitude toward the sample, and the two smallest away from it.
            for (int32_t choice = 0; choice < 10; choice++) {
                const int32_t code = choice < 8 ? choice : choice - 8;
                const int32_t sign = choice < 8 ? toward : toward ^ 8;
                // Magnitude `code` reconstructs step/8 plus its bits' share of step, step/2, step/4.
                const int32_t delta = (step >> 3) + ((code & 4) ? step : 0) + ((code & 2) ? step >> 1 : 0) + ((code & 1) ? step >> 2 : 0);
                const int32_t new_index = clamp(index + (code < 4 ? -1 : growth[code - 4]), 0, 88);
                const int32_t reconstructed = clamp(sign ? predictor - delta : predictor + delta, -32768, 32767);
                const int64_t miss = sample - reconstructed;
                if (slots[new_index].best[0].cost == INT64_MAX) reached[reached_count++] = new_index;
                offer(&slots[new_index], (ima4_candidate){paths[p].cost + miss * miss, reconstructed, (uint8_t)p, (uint8_t)(code | sign)});
            }
        }
        // Keep the `width` cheapest candidates (insertion into a short sorted list).
        ima4_candidate kept[APK_IMA4_MAX_WIDTH];
        int kept_count = 0;
        for (int r = 0; r < reached_count; r++) {
            ima4_slot *slot = &slots[reached[r]];
            for (int depth = 0; depth < SLOT_DEPTH && slot->best[depth].cost != INT64_MAX; depth++) {
                const ima4_candidate candidate = slot->best[depth];
                if (kept_count == width && candidate.cost >= kept[kept_count - 1].cost) break;
                int at = kept_count < width ? kept_count++ : width - 1;
                while (at > 0 && kept[at - 1].cost > candidate.cost) {
                    kept[at] = kept[at - 1];
                    at--;
                }
                kept[at] = candidate;
            }
            for (int depth = 0; depth < SLOT_DEPTH; depth++) slot->best[depth] = none;
        }
        for (int k = 0; k < kept_count; k++) {
            parent[frame][k] = kept[k].parent;
            code_taken[frame][k] = kept[k].code;
        }
        // The new paths' indices follow from their parents' and their codes.
        ima4_path next[APK_IMA4_MAX_WIDTH];
        for (int k = 0; k < kept_count; k++) {
            const int32_t code = kept[k].code & 7;
            next[k] = (ima4_path){kept[k].predictor, clamp(paths[kept[k].parent].index + (code < 4 ? -1 : growth[code - 4]), 0, 88),
                                  kept[k].cost};
        }
        for (int k = 0; k < kept_count; k++) paths[k] = next[k];
        count = kept_count;
    }
    // The cheapest path is first; walk its history back for the codes and where it began.
    int at = 0;
    *predictor_out = paths[0].predictor;
    *index_out = paths[0].index;
    const int64_t total = paths[0].cost;
    for (int frame = 63; frame >= 0; frame--) {
        codes[frame] = code_taken[frame][at];
        at = parent[frame][at];
    }
    *start_out = at;
    return total;
}
