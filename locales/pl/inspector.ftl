# inspector — pl
