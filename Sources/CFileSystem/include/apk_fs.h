#ifndef APK_FS_H
#define APK_FS_H

/* Atomically exchanges two paths (Linux renameat2 RENAME_EXCHANGE). Returns 0, or -1 with errno. */
int apk_exchange_paths(const char *first, const char *second);

#endif
