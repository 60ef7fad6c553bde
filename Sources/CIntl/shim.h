// GNU gettext as Glibc ships it (libintl is part of libc on Debian: nothing to link).
#include <libintl.h>
#include <locale.h>
