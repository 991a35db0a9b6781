/* The candidates of the IMA4 code search (apk_ima4_search.c): from every kept path, the codes it
   tries for the next sample, with their costs, states and keys. Internal to CIMA4Kernel. */
#ifndef APK_IMA4_CANDIDATES_H
#define APK_IMA4_CANDIDATES_H

#include "apk_ima4.h"

/* The search keeps at most this many paths; a candidate's place in the candidate arrays is
   choice * MAX_PATHS + path. */
#define MAX_PATHS APK_IMA4_MAX_WIDTH
/* A candidate's key orders it by cost, then by the state it reaches: cost << 24 | step index
   << 17 | reconstruction + 32768. Keys of different states always differ, so which candidates
   survive depends on the costs and states alone, never on the order they were made in: pruning
   at the bound removes nothing below it, and the vector and portable code agree. A cost is at
   most 64 squares of 16-bit differences, below 2^38, so a key stays below 2^62. */
#define STATE_BITS 24
#define INDEX_SHIFT 17
#define RECONSTRUCTION_MASK ((1 << INDEX_SHIFT) - 1)
#define COST_LIMIT ((int64_t)1 << 38)
/* The codes tried from every path: the truncating quantiser's code t and its neighbours t-1 and
   t+1 toward the sample, the largest code toward it (7: the step grows fastest, which a ramp
   or an edge after a plateau needs), and the smallest away from it (0: the step shrinks,
   which a plateau needs). Five instead of all ten codes halve the work; what it costs and gains
   against all ten on 75 inputs is in docs/benchmarks.md (issue 33). */
#define CHOICES 5
/* Per step index, the cheapest candidates with different reconstructions that survive. */
#define DEPTH 3

static inline int32_t clamp(int32_t value, int32_t low, int32_t high) {
    return value < low ? low : (value > high ? high : value);
}

/* The kept paths of one sample, in structure-of-arrays form for the vector code. */
typedef struct {
    int32_t predictor[MAX_PATHS];
    int32_t index[MAX_PATHS];
    int64_t cost[MAX_PATHS];
    int count;
} paths;

/* Every candidate of one sample: its key (INT64_MAX when the code does not exist or the cost
   reached the bound), reconstruction, step index and code, and per choice a bit mask of the
   paths whose candidate is live. */
typedef struct {
    int64_t key[CHOICES * MAX_PATHS];
    int32_t predictor[CHOICES * MAX_PATHS];
    int32_t index[CHOICES * MAX_PATHS];
    int32_t code[CHOICES * MAX_PATHS];
    uint32_t live[CHOICES];
} candidates;

/* Fills `out` with the candidates of `from`'s paths for `sample`: portable C, and AVX2 (eight
   paths per instruction; x86-64 only, for a processor that has it). Both give the same bytes
   for every live candidate. */
void apk_ima4_expand_portable(const int32_t *restrict steps, int32_t sample, const paths *restrict from, int64_t bound,
                              candidates *restrict out);
#if defined(__x86_64__)
void apk_ima4_expand_avx2(const int32_t *restrict steps, int32_t sample, const paths *restrict from, int64_t bound,
                          candidates *restrict out);
#endif

#endif
