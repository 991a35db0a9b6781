#ifndef APK_FS_H
#define APK_FS_H

/* Atomically exchanges two paths (Linux renameat2 RENAME_EXCHANGE). Returns 0, or -1 with errno. */
int apk_exchange_paths(const char *first, const char *second);

/* Asks the kernel to kill this process when its parent dies (Linux PR_SET_PDEATHSIG), so that a
   supervised child never outlives a supervisor that was killed. Returns 0, or -1 where the system
   has no such request. */
int apk_die_with_parent(void);

#endif
