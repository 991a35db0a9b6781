#include "apk_ima4_candidates.h"

#include <string.h>

/* One step index's survivors: an unordered set of DEPTH entries (key and place), empty ones
   holding INT64_MAX, whose reconstruction bits match no sample's. */
typedef struct {
    int64_t key[DEPTH];
    uint8_t place[DEPTH];
} slot;

/* Offers a candidate to its slot: a candidate whose reconstruction is already there competes
   with that entry only (the two paths have met: the cheaper one is all that matters from here
   on), any other with the dearest entry. Returns whether the slot was empty. */
static inline int offer(slot *restrict to, int64_t key, uint8_t place) {
    const int64_t k0 = to->key[0], k1 = to->key[1], k2 = to->key[2];
    const int64_t reconstruction = key & RECONSTRUCTION_MASK;
    const int dearest = k0 >= k1 ? (k0 >= k2 ? 0 : 2) : (k1 >= k2 ? 1 : 2);
    const int same = (k0 & RECONSTRUCTION_MASK) == reconstruction   ? 0
                     : (k1 & RECONSTRUCTION_MASK) == reconstruction ? 1
                     : (k2 & RECONSTRUCTION_MASK) == reconstruction ? 2
                                                                    : -1;
    const int at = same >= 0 ? same : dearest;
    const int64_t there = to->key[at];
    const int wins = key < there;
    to->key[at] = wins ? key : there;
    to->place[at] = wins ? place : to->place[at];
    return k0 == INT64_MAX;
}

/* A survivor of one sample: its key and where its candidate is. */
typedef struct {
    int64_t key;
    uint8_t place;
} survivor;

/* Reorders `survivors` so that its first `keep` entries are the cheapest (keys all differ). */
static void keep_cheapest(survivor *survivors, int count, int keep) {
    int low = 0, high = count - 1;
    while (low < high) {
        const int64_t pivot = survivors[(low + high) >> 1].key;
        int i = low, j = high;
        while (i <= j) {
            while (survivors[i].key < pivot) i++;
            while (survivors[j].key > pivot) j--;
            if (i <= j) {
                const survivor swap = survivors[i];
                survivors[i] = survivors[j];
                survivors[j] = swap;
                i++;
                j--;
            }
        }
        if (keep - 1 <= j)
            high = j;
        else if (keep - 1 >= i)
            low = i;
        else
            break;
    }
}

/* The paths a search starts from: one per starting state, clamped to what a decoder holds. */
static void start_paths(paths *kept, const int32_t *predictors, const int32_t *indices, int starts) {
    memset(kept, 0, sizeof *kept);
    kept->count = starts;
    for (int s = 0; s < starts; s++) {
        kept->predictor[s] = clamp(predictors[s], -32768, 32767);
        kept->index[s] = clamp(indices[s], 0, 88);
        kept->cost[s] = 0;
    }
}

/* The cheapest path (keys order by cost, then state); walks its history back for the codes and
   the starting state it began from. Returns its cost. */
static int64_t cheapest(const paths *kept, const int64_t *kept_keys, uint8_t parent[64][MAX_PATHS], uint8_t code_taken[64][MAX_PATHS],
                        int *start_out, int32_t *predictor_out, int32_t *index_out, uint8_t *codes) {
    int best = 0;
    for (int k = 1; k < kept->count; k++) best = kept_keys[k] < kept_keys[best] ? k : best;
    *predictor_out = kept->predictor[best];
    *index_out = kept->index[best];
    int at = best;
    for (int frame = 63; frame >= 0; frame--) {
        codes[frame] = code_taken[frame][at];
        at = parent[frame][at];
    }
    *start_out = at;
    return kept->cost[best];
}

typedef void (*expander)(const int32_t *restrict, int32_t, const paths *restrict, int64_t, candidates *restrict);

static int64_t search(expander expand, const int16_t *samples, int stride, const int32_t *predictors, const int32_t *indices,
                      int starts, int width, int64_t bound, int *start_out, int32_t *predictor_out, int32_t *index_out, uint8_t *codes) {
    const int32_t *steps = apk_ima4_step_sizes();
    width = width < 1 ? 1 : (width > MAX_PATHS ? MAX_PATHS : width);
    starts = starts < 1 ? 1 : (starts > MAX_PATHS ? MAX_PATHS : starts);
    /* Every cost is below COST_LIMIT: a larger bound prunes nothing. */
    bound = bound > COST_LIMIT ? COST_LIMIT : bound;
    paths kept;
    start_paths(&kept, predictors, indices, starts);
    int64_t kept_keys[MAX_PATHS] = {0};
    /* For every sample and kept path: the path it came from and the code it took. */
    uint8_t parent[64][MAX_PATHS], code_taken[64][MAX_PATHS];
    candidates next;
    slot slots[89];
    for (int i = 0; i < 89; i++)
        for (int d = 0; d < DEPTH; d++) slots[i].key[d] = INT64_MAX, slots[i].place[d] = 0;
    uint8_t reached[CHOICES * MAX_PATHS];
    survivor survivors[89 * DEPTH];

    for (int frame = 0; frame < 64; frame++) {
        expand(steps, samples[frame * stride], &kept, bound, &next);
        int reached_count = 0;
        for (int c = 0; c < CHOICES; c++) {
            for (uint32_t live = next.live[c]; live; live &= live - 1) {
                const int place = c * MAX_PATHS + __builtin_ctz(live);
                const int32_t index = next.index[place];
                reached[reached_count] = (uint8_t)index;
                reached_count += offer(&slots[index], next.key[place], (uint8_t)place);
            }
        }
        int count = 0;
        for (int r = 0; r < reached_count; r++) {
            slot *at = &slots[reached[r]];
            for (int d = 0; d < DEPTH; d++) {
                survivors[count] = (survivor){at->key[d], at->place[d]};
                count += at->key[d] != INT64_MAX;
                at->key[d] = INT64_MAX;
            }
        }
        /* Every path reached the bound: no packet this search finds beats it. */
        if (count == 0) return INT64_MAX;
        if (count > width) {
            keep_cheapest(survivors, count, width);
            count = width;
        }
        for (int k = 0; k < count; k++) {
            const int place = survivors[k].place;
            parent[frame][k] = (uint8_t)(place % MAX_PATHS);
            code_taken[frame][k] = (uint8_t)next.code[place];
            kept.predictor[k] = next.predictor[place];
            kept.index[k] = next.index[place];
            kept.cost[k] = survivors[k].key >> STATE_BITS;
            kept_keys[k] = survivors[k].key;
        }
        kept.count = count;
    }
    return cheapest(&kept, kept_keys, parent, code_taken, start_out, predictor_out, index_out, codes);
}

int64_t apk_ima4_search_portable(const int16_t *samples, int stride, const int32_t *predictors, const int32_t *indices, int starts,
                                 int width, int64_t bound, int *start_out, int32_t *predictor_out, int32_t *index_out,
                                 uint8_t *codes) {
    return search(apk_ima4_expand_portable, samples, stride, predictors, indices, starts, width, bound, start_out, predictor_out, index_out,
                  codes);
}

int apk_ima4_search_is_vectorised(void) {
#if defined(__x86_64__)
    return __builtin_cpu_supports("avx2");
#else
    return 0;
#endif
}

int64_t apk_ima4_search(const int16_t *samples, int stride, const int32_t *predictors, const int32_t *indices, int starts, int width,
                        int64_t bound, int *start_out, int32_t *predictor_out, int32_t *index_out, uint8_t *codes) {
#if defined(__x86_64__)
    if (__builtin_cpu_supports("avx2"))
        return search(apk_ima4_expand_avx2, samples, stride, predictors, indices, starts, width, bound, start_out, predictor_out, index_out,
                      codes);
#endif
    return apk_ima4_search_portable(samples, stride, predictors, indices, starts, width, bound, start_out, predictor_out, index_out,
                                    codes);
}
