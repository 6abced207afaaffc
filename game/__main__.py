import sys

from game.app import main

sys.exit(main())
