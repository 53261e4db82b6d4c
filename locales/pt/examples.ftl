# examples — pt
