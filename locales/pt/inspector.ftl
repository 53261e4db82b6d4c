# inspector — pt
