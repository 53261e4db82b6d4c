# inspector — de
