#include "apk_loudness.h"

#include <math.h>
#include <string.h>
#if defined(__SSE__)
#include <xmmintrin.h>
#endif

/* One second-order section in transposed direct form II: b (numerator), a (denominator, a0 = 1). */
typedef struct { double b[3], a[3]; } section;

/* The system in double precision: state' = A state + B x, y = C state + D x. */
typedef struct { double A[APK_KW_STATE][APK_KW_STATE], B[APK_KW_STATE], C[APK_KW_STATE], D; } system4;

/* One step of the two sections in cascade; returns the output and updates `s` (shelf's two
   values, then the high-pass's two). */
static double cascade_step(const section *shelf, const section *highpass, double s[APK_KW_STATE], double x) {
    const double w = shelf->b[0] * x + s[0];
    const double s0 = shelf->b[1] * x - shelf->a[1] * w + s[1];
    const double s1 = shelf->b[2] * x - shelf->a[2] * w;
    const double y = highpass->b[0] * w + s[2];
    const double s2 = highpass->b[1] * w - highpass->a[1] * y + s[3];
    const double s3 = highpass->b[2] * w - highpass->a[2] * y;
    s[0] = s0, s[1] = s1, s[2] = s2, s[3] = s3;
    return y;
}

/* BS.1770-4's stage 1 at `rate`: a high shelf of about +4 dB above 1.5 kHz, for the head. */
static section head_shelf(double rate) {
    section shelf;
    const double f0 = 1681.974450955533, gain_db = 3.999843853973347, q = 0.7071752369554196;
    const double k = tan(M_PI * f0 / rate);
    const double vh = pow(10.0, gain_db / 20.0), vb = pow(vh, 0.4996667741545416);
    const double a0 = 1.0 + k / q + k * k;
    shelf.b[0] = (vh + vb * k / q + k * k) / a0;
    shelf.b[1] = 2.0 * (k * k - vh) / a0;
    shelf.b[2] = (vh - vb * k / q + k * k) / a0;
    shelf.a[0] = 1.0;
    shelf.a[1] = 2.0 * (k * k - 1.0) / a0;
    shelf.a[2] = (1.0 - k / q + k * k) / a0;
    return shelf;
}

/* BS.1770-4's stage 2 at `rate`: the RLB high-pass at about 38 Hz. */
static section rlb_highpass(double rate) {
    section highpass;
    const double f0 = 38.13547087602444, q = 0.5003270373238773;
    const double k = tan(M_PI * f0 / rate);
    const double a0 = 1.0 + k / q + k * k;
    highpass.b[0] = 1.0, highpass.b[1] = -2.0, highpass.b[2] = 1.0;
    highpass.a[0] = 1.0;
    highpass.a[1] = 2.0 * (k * k - 1.0) / a0;
    highpass.a[2] = (1.0 - k / q + k * k) / a0;
    return highpass;
}

void apk_kweighting_init(apk_kweighting *filter, double rate) {
    /* BS.1770-4's stage 1 (a high shelf of about +4 dB above 1.5 kHz, for the head) and stage 2
       (the RLB high-pass at about 38 Hz), from their analogue parameters so that any rate gets
       the response the standard's 48 kHz coefficients have. */
    section shelf = head_shelf(rate), highpass = rlb_highpass(rate);
    /* The single-step system, read off the cascade's response to unit states and a unit input. */
    system4 sys;
    for (int m = 0; m < APK_KW_STATE; m++) {
        double s[APK_KW_STATE] = {0};
        s[m] = 1;
        sys.C[m] = cascade_step(&shelf, &highpass, s, 0);
        for (int i = 0; i < APK_KW_STATE; i++) sys.A[i][m] = s[i];
    }
    {
        double s[APK_KW_STATE] = {0};
        sys.D = cascade_step(&shelf, &highpass, s, 1);
        for (int i = 0; i < APK_KW_STATE; i++) sys.B[i] = s[i];
    }
    /* The group form, by running the double-precision system over a group from a unit input at
       each position, and from each unit state. */
    memset(filter, 0, sizeof *filter);
    for (int j = 0; j < APK_KW_GROUP; j++) {
        double s[APK_KW_STATE] = {0};
        for (int k = 0; k < APK_KW_GROUP; k++) {
            const double x = k == j ? 1.0 : 0.0;
            filter->output_from_input[j][k] = (float)cascade_step(&shelf, &highpass, s, x);
        }
        for (int i = 0; i < APK_KW_STATE; i++) filter->state_from_input[j][i] = (float)s[i];
    }
    for (int m = 0; m < APK_KW_STATE; m++) {
        double s[APK_KW_STATE] = {0};
        s[m] = 1;
        for (int k = 0; k < APK_KW_GROUP; k++) filter->output_from_state[m][k] = (float)cascade_step(&shelf, &highpass, s, 0);
        for (int i = 0; i < APK_KW_STATE; i++) filter->state_from_state[m][i] = (float)s[i];
    }
    for (int i = 0; i < APK_KW_STATE; i++) {
        filter->step_from_input[i] = (float)sys.B[i];
        filter->output_step_state[i] = (float)sys.C[i];
        for (int m = 0; m < APK_KW_STATE; m++) filter->step_from_state[m][i] = (float)sys.A[i][m];
    }
    filter->output_step_input = (float)sys.D;
}

/* The lane loops below are plain enough for the compiler to turn into vector instructions
   (eight outputs in one AVX register, multiply-adds fused). The body is built twice, for AVX2
   with FMA and for the baseline, and `apk_kweighting_run` picks one for the processor at hand
   (target_clones cannot ask for two features at once). */
static inline __attribute__((always_inline)) void
kweighting_body(const apk_kweighting *restrict filter, const float *restrict samples, long stride, long count,
                float *restrict state, double *restrict energy, float *restrict peak) {
#if defined(__SSE__)
    /* Denormals appear as a filter rings down after the sound stops and cost a hundred times a
       normal operation; they are far below anything loudness can tell, so flush them to zero. */
    const unsigned int saved_csr = _mm_getcsr();
    _mm_setcsr(saved_csr | 0x8040);
#endif
    float s[APK_KW_STATE];
    for (int i = 0; i < APK_KW_STATE; i++) s[i] = state[i];
    float squares[APK_KW_GROUP] = {0}, magnitude[APK_KW_GROUP] = {0};
    double total = 0;
    long index = 0;
    int groups_since_flush = 0;
    for (; index + APK_KW_GROUP <= count; index += APK_KW_GROUP) {
        float x[APK_KW_GROUP];
        for (int j = 0; j < APK_KW_GROUP; j++) x[j] = samples[(index + j) * stride];
        float y[APK_KW_GROUP], next[APK_KW_STATE];
        for (int k = 0; k < APK_KW_GROUP; k++) y[k] = 0;
        for (int i = 0; i < APK_KW_STATE; i++) next[i] = 0;
        for (int j = 0; j < APK_KW_GROUP; j++) {
            for (int k = 0; k < APK_KW_GROUP; k++) y[k] += x[j] * filter->output_from_input[j][k];
            for (int i = 0; i < APK_KW_STATE; i++) next[i] += x[j] * filter->state_from_input[j][i];
        }
        for (int m = 0; m < APK_KW_STATE; m++) {
            for (int k = 0; k < APK_KW_GROUP; k++) y[k] += s[m] * filter->output_from_state[m][k];
            for (int i = 0; i < APK_KW_STATE; i++) next[i] += s[m] * filter->state_from_state[m][i];
        }
        for (int i = 0; i < APK_KW_STATE; i++) s[i] = next[i];
        for (int k = 0; k < APK_KW_GROUP; k++) {
            squares[k] += y[k] * y[k];
            const float a = fabsf(x[k]);
            magnitude[k] = a > magnitude[k] ? a : magnitude[k];
        }
        /* Single-precision sums lose digits as they grow: hand them to the double total often. */
        if (++groups_since_flush == 256) {
            for (int k = 0; k < APK_KW_GROUP; k++) total += squares[k], squares[k] = 0;
            groups_since_flush = 0;
        }
    }
    for (int k = 0; k < APK_KW_GROUP; k++) total += squares[k];
    float top = *peak;
    for (int k = 0; k < APK_KW_GROUP; k++) top = magnitude[k] > top ? magnitude[k] : top;
    /* The last few samples one at a time, through the same system. */
    for (; index < count; index++) {
        const float x = samples[index * stride];
        float y = x * filter->output_step_input, next[APK_KW_STATE];
        for (int i = 0; i < APK_KW_STATE; i++) next[i] = x * filter->step_from_input[i];
        for (int m = 0; m < APK_KW_STATE; m++) {
            y += s[m] * filter->output_step_state[m];
            for (int i = 0; i < APK_KW_STATE; i++) next[i] += s[m] * filter->step_from_state[m][i];
        }
        for (int i = 0; i < APK_KW_STATE; i++) s[i] = next[i];
        total += (double)y * y;
        const float a = fabsf(x);
        top = a > top ? a : top;
    }
    for (int i = 0; i < APK_KW_STATE; i++) state[i] = s[i];
    *energy += total;
    *peak = top;
#if defined(__SSE__)
    _mm_setcsr(saved_csr);
#endif
}

#if defined(__x86_64__)
__attribute__((target("avx2,fma"))) static void kweighting_avx2(const apk_kweighting *restrict filter, const float *restrict samples,
                                                                 long stride, long count, float *restrict state,
                                                                 double *restrict energy, float *restrict peak) {
    kweighting_body(filter, samples, stride, count, state, energy, peak);
}
#endif

static void kweighting_baseline(const apk_kweighting *restrict filter, const float *restrict samples, long stride, long count,
                                float *restrict state, double *restrict energy, float *restrict peak) {
    kweighting_body(filter, samples, stride, count, state, energy, peak);
}

void apk_kweighting_run(const apk_kweighting *filter, const float *samples, long stride, long count, float *state,
                        double *energy, float *peak) {
#if defined(__x86_64__)
    if (__builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma")) {
        kweighting_avx2(filter, samples, stride, count, state, energy, peak);
        return;
    }
#endif
    kweighting_baseline(filter, samples, stride, count, state, energy, peak);
}
