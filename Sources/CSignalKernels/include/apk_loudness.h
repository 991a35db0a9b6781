#ifndef APK_LOUDNESS_H
#define APK_LOUDNESS_H

#include <stdint.h>

/* Samples one call of the block form advances by. */
#define APK_KW_GROUP 8
/* The K-weighting filter's state: two second-order sections, two values each. */
#define APK_KW_STATE 4

/* ITU-R BS.1770-4's K-weighting (a high-shelf, then a high-pass) for one sample rate, as a
   linear system with four state values, written out for eight samples at a time: every output
   of a group of eight is a weighted sum of the group's inputs and the state before it, and so
   is the state after it. The recursion then costs a few vector multiply-adds per eight samples
   instead of a chain of dependent steps per sample. All weights are computed in double
   precision and stored in single. */
typedef struct {
    float output_from_input[APK_KW_GROUP][APK_KW_GROUP];  /* [j][k]: input j's weight in output k */
    float output_from_state[APK_KW_STATE][APK_KW_GROUP];  /* [m][k]: state m's weight in output k */
    float state_from_input[APK_KW_GROUP][APK_KW_STATE];   /* [j][i]: input j's weight in state i after the group */
    float state_from_state[APK_KW_STATE][APK_KW_STATE];   /* [m][i]: state m's weight in state i after the group */
    float step_from_input[APK_KW_STATE];                  /* one sample: the input's weight in each state */
    float step_from_state[APK_KW_STATE][APK_KW_STATE];    /* one sample: [m][i] */
    float output_step_state[APK_KW_STATE];                /* one sample: each state's weight in the output */
    float output_step_input;                              /* one sample: the input's weight in the output */
} apk_kweighting;

/* Fills `filter` with the K-weighting for `sample_rate` (Hz): the filter's analogue prototype
   mapped by the bilinear transform to that rate, as BS.1770's 48 kHz coefficients are. */
void apk_kweighting_init(apk_kweighting *filter, double sample_rate);

/* Filters `count` samples of one channel (`samples[0]`, `samples[stride]`, ...) from `state`
   (four values, updated in place), adds the sum of the squared filtered samples to `*energy`,
   and raises `*peak` to the largest magnitude among the (unfiltered) samples. */
void apk_kweighting_run(const apk_kweighting *filter, const float *samples, long stride, long count,
                        float *state, double *energy, float *peak);

#endif
