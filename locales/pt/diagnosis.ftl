# diagnosis — pt
