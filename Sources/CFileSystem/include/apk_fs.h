#ifndef APK_FS_H
#define APK_FS_H

/* Atomically exchanges two paths (Linux renameat2 RENAME_EXCHANGE). Returns 0, or -1 with errno. */
int apk_exchange_paths(const char *first, const char *second);

/* Asks the kernel to kill this process when its parent dies (Linux PR_SET_PDEATHSIG), so that a
   supervised child never outlives a supervisor that was killed. Returns 0, or -1 where the system
   has no such request. */
int apk_die_with_parent(void);

/* Runs the program at `path` with `argv` and `envp` (NULL-terminated), its standard output on
   `stdout_fd` and standard error shared, and waits for it: posix_spawn and waitpid, so the wait
   ends the moment the child does (Foundation's Process polls every 50 ms). On return 0,
   *exit_code is its exit status (-1 if a signal ended it) and *signal_number that signal (0 if
   none). Returns -1 with errno when it cannot be started or waited for. */
int apk_run_child(const char *path, char *const argv[], char *const envp[], int stdout_fd, int *exit_code, int *signal_number);

#endif
