#ifndef APK_FS_H
#define APK_FS_H

#include <sys/types.h>

/* Atomically exchanges two paths (Linux renameat2 RENAME_EXCHANGE). Returns 0, or -1 with errno. */
int apk_exchange_paths(const char *first, const char *second);

/* Asks the kernel to kill this process when its parent dies (Linux PR_SET_PDEATHSIG), so that a
   supervised child never outlives a supervisor that was killed. Returns 0, or -1 where the system
   has no such request. */
int apk_die_with_parent(void);

/* Starts the program at `path` with `argv` and `envp` (NULL-terminated) and its standard input,
   output and error on the given descriptors (-1: this process's own), with no signal blocked and
   every signal at its default, killed by the kernel if this process dies (on Linux). Returns 0
   with *pid set, or -1 with errno (exec's own, when the program could not be run). Descriptors should be
   close-on-exec (apk_pipe), or children started at the same time hold each other's pipes open. */
int apk_spawn(const char *path, char *const argv[], char *const envp[], int stdin_fd, int stdout_fd, int stderr_fd, pid_t *pid);

/* Waits for a child started by apk_spawn: waitpid, so the wait ends the moment the child does
   (Foundation's Process polls every 50 ms). On return 0, *exit_code is its exit status (-1 if a
   signal ended it) and *signal_number that signal (0 if none); -1 with errno otherwise. */
int apk_wait(pid_t pid, int *exit_code, int *signal_number);

/* Asks the kernel to start reading the first `max_bytes` of a regular file into its cache
   (posix_fadvise WILLNEED), without waiting, unless the last of those bytes is already cached;
   anything else is left alone. After 32 files in a row found cached, only every 8th call looks
   (the others return at once) until one is found uncached. */
void apk_prefetch(const char *path, long long max_bytes);

/* A pipe whose both ends are close-on-exec. */
int apk_pipe(int descriptors[2]);

#endif
