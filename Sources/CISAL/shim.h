#include <isa-l/crc.h>
#include <isa-l/igzip_lib.h>
