# diagnosis — de
