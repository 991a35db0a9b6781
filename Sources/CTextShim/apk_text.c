#include "apk_text.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include <hb.h>
#include <hb-ot.h>
#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_MULTIPLE_MASTERS_H
#include <fontconfig/fontconfig.h>
#include <unicode/ubidi.h>
#include <unicode/ubrk.h>

/* One face: HarfBuzz's (shaping, thread-safe) and FreeType's (drawing, behind a lock). */
struct apk_face {
    hb_blob_t *blob;
    hb_face_t *hb_face;
    hb_font_t *hb_font;
    FT_Library library;
    FT_Face ft_face;
    pthread_mutex_t lock;
    char family[128];
    char style[128];
    int units_per_em;
};

static void set_error(char *error, size_t size, const char *what, const char *path) {
    if (error && size) snprintf(error, size, "%s: %s", path, what);
}

/* Sets the wght axis of a variable font, in both libraries; a static font has none. */
static void apply_weight(apk_face *face, int weight) {
    hb_variation_t variation = {HB_TAG('w', 'g', 'h', 't'), (float)weight};
    hb_font_set_variations(face->hb_font, &variation, 1);
    FT_MM_Var *master = NULL;
    if (!FT_HAS_MULTIPLE_MASTERS(face->ft_face) || FT_Get_MM_Var(face->ft_face, &master) != 0) return;
    FT_Fixed *coordinates = calloc(master->num_axis, sizeof(FT_Fixed));
    if (coordinates) {
        for (FT_UInt axis = 0; axis < master->num_axis; axis++) {
            FT_Var_Axis *info = &master->axis[axis];
            FT_Fixed value = info->def;
            if (info->tag == FT_MAKE_TAG('w', 'g', 'h', 't')) {
                value = (FT_Fixed)weight << 16;
                if (value < info->minimum) value = info->minimum;
                if (value > info->maximum) value = info->maximum;
            }
            coordinates[axis] = value;
        }
        FT_Set_Var_Design_Coordinates(face->ft_face, master->num_axis, coordinates);
        free(coordinates);
    }
    FT_Done_MM_Var(face->library, master);
}

apk_face *apk_face_open(const char *path, unsigned index, int weight, char *error, size_t error_size) {
    apk_face *face = calloc(1, sizeof(apk_face));
    if (!face) { set_error(error, error_size, "out of memory", path); return NULL; }
    if (FT_Init_FreeType(&face->library) != 0) {
        set_error(error, error_size, "FreeType did not start", path);
        free(face);
        return NULL;
    }
    if (FT_New_Face(face->library, path, (FT_Long)index, &face->ft_face) != 0) {
        set_error(error, error_size, "not a font FreeType can read", path);
        FT_Done_FreeType(face->library);
        free(face);
        return NULL;
    }
    face->blob = hb_blob_create_from_file_or_fail(path);
    if (!face->blob) {
        set_error(error, error_size, "cannot read the font file", path);
        FT_Done_Face(face->ft_face);
        FT_Done_FreeType(face->library);
        free(face);
        return NULL;
    }
    face->hb_face = hb_face_create(face->blob, index);
    face->units_per_em = (int)hb_face_get_upem(face->hb_face);
    face->hb_font = hb_font_create(face->hb_face);
    hb_font_set_scale(face->hb_font, face->units_per_em, face->units_per_em);
    pthread_mutex_init(&face->lock, NULL);
    snprintf(face->family, sizeof face->family, "%s", face->ft_face->family_name ? face->ft_face->family_name : "");
    snprintf(face->style, sizeof face->style, "%s", face->ft_face->style_name ? face->ft_face->style_name : "");
    if (weight > 0) apply_weight(face, weight);
    hb_font_make_immutable(face->hb_font);
    return face;
}

void apk_face_close(apk_face *face) {
    if (!face) return;
    hb_font_destroy(face->hb_font);
    hb_face_destroy(face->hb_face);
    hb_blob_destroy(face->blob);
    FT_Done_Face(face->ft_face);
    FT_Done_FreeType(face->library);
    pthread_mutex_destroy(&face->lock);
    free(face);
}

const char *apk_face_family(const apk_face *face) { return face->family; }
const char *apk_face_style(const apk_face *face) { return face->style; }

void apk_face_metrics(const apk_face *face, int *units_per_em, int *ascender, int *descender, int *line_gap) {
    hb_font_extents_t extents = {0};
    hb_font_get_h_extents(face->hb_font, &extents);
    *units_per_em = face->units_per_em;
    *ascender = extents.ascender;
    *descender = extents.descender;
    *line_gap = extents.line_gap;
}

int apk_face_has_scalar(const apk_face *face, uint32_t scalar) {
    hb_codepoint_t glyph = 0;
    return hb_font_get_nominal_glyph(face->hb_font, scalar, &glyph) ? 1 : 0;
}

int apk_shape(const apk_face *face, const uint16_t *text, int length, int start, int end, int rtl,
              const char *language, apk_glyph *out, int capacity) {
    if (start < 0 || end > length || start > end) return -1;
    hb_buffer_t *buffer = hb_buffer_create();
    if (!hb_buffer_allocation_successful(buffer)) { hb_buffer_destroy(buffer); return -1; }
    hb_buffer_add_utf16(buffer, text, length, (unsigned)start, end - start);
    hb_buffer_set_direction(buffer, rtl ? HB_DIRECTION_RTL : HB_DIRECTION_LTR);
    if (language && *language) hb_buffer_set_language(buffer, hb_language_from_string(language, -1));
    hb_buffer_guess_segment_properties(buffer);
    hb_shape(face->hb_font, buffer, NULL, 0);
    unsigned count = 0;
    hb_glyph_info_t *info = hb_buffer_get_glyph_infos(buffer, &count);
    hb_glyph_position_t *position = hb_buffer_get_glyph_positions(buffer, NULL);
    for (unsigned i = 0; i < count && (int)i < capacity; i++) {
        out[i].glyph = info[i].codepoint;
        out[i].cluster = info[i].cluster;
        out[i].x_advance = position[i].x_advance;
        out[i].x_offset = position[i].x_offset;
        out[i].y_offset = position[i].y_offset;
    }
    hb_buffer_destroy(buffer);
    return (int)count;
}

/* A colour font (emoji) has fixed strikes: pick the one nearest above the size and scale it. */
static int select_size(apk_face *face, double pixels_per_em, double *scale) {
    FT_Face ft = face->ft_face;
    *scale = 1.0;
    if (FT_IS_SCALABLE(ft)) {
        return FT_Set_Char_Size(ft, 0, (FT_F26Dot6)(pixels_per_em * 64.0 + 0.5), 72, 72) == 0 ? 0 : -1;
    }
    if (ft->num_fixed_sizes <= 0) return -1;
    int best = 0;
    for (int i = 1; i < ft->num_fixed_sizes; i++) {
        double here = ft->available_sizes[i].y_ppem / 64.0, chosen = ft->available_sizes[best].y_ppem / 64.0;
        if ((chosen < pixels_per_em && here > chosen) || (here >= pixels_per_em && here < chosen)) best = i;
    }
    if (FT_Select_Size(ft, best) != 0) return -1;
    *scale = pixels_per_em / (ft->available_sizes[best].y_ppem / 64.0);
    return 0;
}

int apk_face_draw(apk_face *face, uint32_t glyph, double pixels_per_em, apk_glyph_image *out) {
    memset(out, 0, sizeof *out);
    pthread_mutex_lock(&face->lock);
    int status = -1;
    double scale = 1.0;
    if (select_size(face, pixels_per_em, &scale) == 0 &&
        FT_Load_Glyph(face->ft_face, glyph, FT_LOAD_NO_HINTING | FT_LOAD_COLOR) == 0 &&
        FT_Render_Glyph(face->ft_face->glyph, FT_RENDER_MODE_NORMAL) == 0) {
        FT_GlyphSlot slot = face->ft_face->glyph;
        FT_Bitmap *bitmap = &slot->bitmap;
        int color = bitmap->pixel_mode == FT_PIXEL_MODE_BGRA;
        if (color || bitmap->pixel_mode == FT_PIXEL_MODE_GRAY) {
            int bytes = color ? 4 : 1;
            size_t size = (size_t)bitmap->width * bitmap->rows * bytes;
            out->pixels = malloc(size ? size : 1);
            if (out->pixels) {
                for (unsigned row = 0; row < bitmap->rows; row++) {
                    const unsigned char *source = bitmap->buffer + (long)row * bitmap->pitch;
                    memcpy(out->pixels + (size_t)row * bitmap->width * bytes, source, (size_t)bitmap->width * bytes);
                }
                out->width = (int)bitmap->width;
                out->height = (int)bitmap->rows;
                out->left = slot->bitmap_left;
                out->top = slot->bitmap_top;
                out->color = color;
                out->scale = scale;
                status = 0;
            }
        }
    }
    pthread_mutex_unlock(&face->lock);
    return status;
}

void apk_text_free(void *pointer) { free(pointer); }

static pthread_mutex_t fontconfig_lock = PTHREAD_MUTEX_INITIALIZER;

/* Runs a match and copies the file and index out; the caller holds fontconfig_lock. */
static int match_file(FcPattern *pattern, const char *family, char *path, size_t path_size, int *index) {
    FcConfigSubstitute(NULL, pattern, FcMatchPattern);
    FcDefaultSubstitute(pattern);
    FcResult result;
    FcPattern *match = FcFontMatch(NULL, pattern, &result);
    int found = 0;
    if (match) {
        FcChar8 *file = NULL, *name = NULL;
        int face_index = 0;
        int family_ok = family == NULL;
        for (int n = 0; !family_ok && FcPatternGetString(match, FC_FAMILY, n, &name) == FcResultMatch; n++) {
            family_ok = strcasecmp((const char *)name, family) == 0;
        }
        if (family_ok && FcPatternGetString(match, FC_FILE, 0, &file) == FcResultMatch) {
            FcPatternGetInteger(match, FC_INDEX, 0, &face_index);
            snprintf(path, path_size, "%s", (const char *)file);
            *index = face_index;
            found = 1;
        }
        FcPatternDestroy(match);
    }
    return found;
}

int apk_font_find(const char *family, int weight, char *path, size_t path_size, int *index) {
    pthread_mutex_lock(&fontconfig_lock);
    int found = 0;
    if (FcInit()) {
        FcPattern *pattern = FcPatternCreate();
        FcPatternAddString(pattern, FC_FAMILY, (const FcChar8 *)family);
        FcPatternAddInteger(pattern, FC_WEIGHT, FcWeightFromOpenType(weight));
        FcPatternAddInteger(pattern, FC_SLANT, FC_SLANT_ROMAN);
        found = match_file(pattern, family, path, path_size, index);
        FcPatternDestroy(pattern);
    }
    pthread_mutex_unlock(&fontconfig_lock);
    return found;
}

int apk_font_find_covering(uint32_t scalar, const char *language, int weight, char *path, size_t path_size, int *index) {
    pthread_mutex_lock(&fontconfig_lock);
    int found = 0;
    if (FcInit()) {
        FcPattern *pattern = FcPatternCreate();
        FcCharSet *characters = FcCharSetCreate();
        FcCharSetAddChar(characters, scalar);
        FcPatternAddCharSet(pattern, FC_CHARSET, characters);
        if (language && *language) FcPatternAddString(pattern, FC_LANG, (const FcChar8 *)language);
        FcPatternAddInteger(pattern, FC_WEIGHT, FcWeightFromOpenType(weight));
        FcPatternAddInteger(pattern, FC_SLANT, FC_SLANT_ROMAN);
        found = match_file(pattern, NULL, path, path_size, index);
        FcCharSetDestroy(characters);
        FcPatternDestroy(pattern);
    }
    pthread_mutex_unlock(&fontconfig_lock);
    return found;
}

/* Opening a line break iterator loads ICU's rules (most of the cost of a short text): each thread
   keeps one for the last locale and gives it each new text. */
static __thread UBreakIterator *line_iterator = NULL;
static __thread char line_locale[64];

int apk_line_breaks(const uint16_t *text, int length, const char *locale, int32_t *positions, uint8_t *hard, int capacity) {
    UErrorCode status = U_ZERO_ERROR;
    const char *wanted = locale ? locale : "";
    if (!line_iterator || strncmp(line_locale, wanted, sizeof line_locale) != 0) {
        if (line_iterator) ubrk_close(line_iterator);
        line_iterator = ubrk_open(UBRK_LINE, wanted, NULL, 0, &status);
        if (U_FAILURE(status)) { line_iterator = NULL; return -1; }
        snprintf(line_locale, sizeof line_locale, "%s", wanted);
    }
    UBreakIterator *iterator = line_iterator;
    ubrk_setText(iterator, (const UChar *)text, length, &status);
    if (U_FAILURE(status)) return -1;
    int count = 0;
    for (int32_t position = ubrk_next(iterator); position != UBRK_DONE; position = ubrk_next(iterator)) {
        if (count < capacity) {
            positions[count] = position;
            hard[count] = ubrk_getRuleStatus(iterator) >= UBRK_LINE_HARD ? 1 : 0;
        }
        count++;
    }
    return count;
}

int apk_bidi_levels(const uint16_t *text, int length, int direction, uint8_t *levels) {
    UErrorCode status = U_ZERO_ERROR;
    UBiDi *bidi = ubidi_openSized(length, 0, &status);
    if (U_FAILURE(status)) return -1;
    UBiDiLevel base = direction < 0 ? UBIDI_DEFAULT_LTR : (UBiDiLevel)direction;
    ubidi_setPara(bidi, (const UChar *)text, length, base, NULL, &status);
    int paragraph = -1;
    if (U_SUCCESS(status)) {
        const UBiDiLevel *found = length > 0 ? ubidi_getLevels(bidi, &status) : NULL;
        if (U_SUCCESS(status)) {
            if (length > 0) memcpy(levels, found, (size_t)length);
            paragraph = ubidi_getParaLevel(bidi) & 1;
        }
    }
    ubidi_close(bidi);
    return paragraph;
}

int apk_bidi_reorder(const uint8_t *levels, int length, int32_t *visual_to_logical) {
    if (length <= 0) return 0;
    ubidi_reorderVisual(levels, length, visual_to_logical);
    return 0;
}
