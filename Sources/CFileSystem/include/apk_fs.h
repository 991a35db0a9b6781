#ifndef APK_FS_H
#define APK_FS_H

#include <sys/types.h>

/* Atomically exchanges two paths (Linux renameat2 RENAME_EXCHANGE). Returns 0, or -1 with errno. */
int apk_exchange_paths(const char *first, const char *second);

/* Asks the kernel to start reading the first `max_bytes` of a regular file into its cache
   (posix_fadvise WILLNEED), without waiting, unless the last of those bytes is already cached;
   anything else is left alone. After 32 files in a row found cached, only every 8th call looks
   (the others return at once) until one is found uncached. */
void apk_prefetch(const char *path, long long max_bytes);

#endif
