# examples — de
